import { Hono } from 'hono'
import type { PlatformStore } from '../db/platform-store.js'
import type { PlatformLog } from '../log/platform-log.js'
import type { ErrorBody } from './api-error.js'
import { healthRoutes } from './health-routes.js'
import type { Readiness } from './readiness.js'
import { requestContext } from './request-context.js'

/**
 * What the process answers while it migrates and builds its search index: the health routes, and
 * 503 for everything else — a caller retries rather than reading a half-built index.
 */
export function startingApp(
  store: Pick<PlatformStore, 'ping'>,
  logError: (message: string, error: unknown) => void,
  readiness: Readiness,
  requestLog?: Pick<PlatformLog, 'info'>,
) {
  const app = new Hono()
  app.use('*', requestContext(requestLog))
  app.route('/health', healthRoutes(store, logError, readiness))
  app.all('*', (c) =>
    c.json<ErrorBody>({ error: { code: 'starting', message: 'The platform is starting' } }, 503, {
      'retry-after': '5',
    }),
  )
  return app
}
