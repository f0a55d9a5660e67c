import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AnswerCache } from '../cache/answer-cache.js'
import type { PlatformStore } from '../db/platform-store.js'
import type { PlatformLog } from '../log/platform-log.js'
import type { algoliaRoutes } from '../search/http/algolia-routes.js'
import { ApiError, type ErrorBody } from './api-error.js'
import { healthRoutes } from './health-routes.js'
import { refuseNulInUrl } from './nul-bytes.js'
import { platformApi } from './platform-api.js'
import { defaultServices, type PlatformServices } from './platform-services.js'
import type { Readiness } from './readiness.js'
import { requestContext } from './request-context.js'
import { drainUnreadBody } from './request-limits.js'
import type { TemplatePorts } from './served-site-url.js'

export interface AppDependencies {
  store: PlatformStore
  ports: TemplatePorts
  /** Where unexpected errors are reported; the client only ever sees a generic 500. */
  logError?: (message: string, error: unknown) => void
  /** The Algolia-compatible search endpoint (src/search), mounted at /1 when given. */
  search?: ReturnType<typeof algoliaRoutes>
  /** Secrets, code sender, payment processors and limits; development defaults when omitted. */
  services?: PlatformServices
  /** Read answers kept in memory (cache/answer-cache.ts); every read computed when absent. */
  answers?: AnswerCache
  /** What GET /health/ready reports beyond the database (readiness.ts); always ready when omitted. */
  readiness?: Readiness
  /** Where the one line per request goes (log/platform-log.ts); none when omitted (tests). */
  requestLog?: Pick<PlatformLog, 'info'>
}

export function createApp({
  store,
  ports,
  logError = console.error,
  search,
  services = defaultServices(),
  answers,
  readiness,
  requestLog,
}: AppDependencies) {
  const app = new Hono()
  // First, so every answer (a refusal, a 404, an error) carries the request id and is logged.
  app.use('*', requestContext(requestLog))
  app.use('*', drainUnreadBody)
  // The search endpoint refuses NULs in its own (Algolia's) error shape.
  app.use('/v1/*', refuseNulInUrl)
  app.use('/images/*', refuseNulInUrl)
  app.route('/health', healthRoutes(store, logError, readiness))
  if (search) app.route('/1', search)
  app.route('/', platformApi({ store, ports, services, logError, answers }))

  app.notFound((c) =>
    c.json<ErrorBody>(
      { error: { code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` } },
      404,
    ),
  )

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status, error.headers)
    // Hono's own 4xx (a malformed request it refused); keep its status, not its internals.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json<ErrorBody>(
        { error: { code: 'bad_request', message: 'The request could not be read' } },
        error.status,
      )
    }
    logError(`${c.req.method} ${c.req.path} failed`, error)
    return c.json<ErrorBody>({ error: { code: 'internal', message: 'Something went wrong' } }, 500)
  })
  return app
}

export type PlatformApp = ReturnType<typeof createApp>
