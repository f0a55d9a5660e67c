import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { PlatformStore } from '../db/platform-store.js'
import { ApiError, type ErrorBody } from './api-error.js'
import { healthRoutes } from './health-routes.js'
import type { TemplatePorts } from './served-site-url.js'
import { siteRoutes } from './site-routes.js'

export interface AppDependencies {
  store: PlatformStore
  ports: TemplatePorts
  /** Where unexpected errors are reported; the client only ever sees a generic 500. */
  logError?: (message: string, error: unknown) => void
}

export function createApp({ store, ports, logError = console.error }: AppDependencies) {
  const app = new Hono()
  app.route('/health', healthRoutes(store, logError))
  app.route('/v1/sites', siteRoutes(store, ports))

  app.notFound((c) =>
    c.json<ErrorBody>(
      { error: { code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` } },
      404,
    ),
  )

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status)
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
