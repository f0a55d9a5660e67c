import { Hono } from 'hono'
import type { PlatformStore } from '../db/platform-store.js'
import type { ErrorBody } from './api-error.js'

/** Liveness that includes the database: a platform that cannot query is not healthy. */
export function healthRoutes(store: PlatformStore, logError: (message: string, error: unknown) => void) {
  return new Hono().get('/', async (c) => {
    try {
      await store.ping()
    } catch (error) {
      logError('health check: database did not answer', error)
      return c.json<ErrorBody>(
        { error: { code: 'database_unavailable', message: 'The database is not answering' } },
        503,
      )
    }
    return c.json({ status: 'ok' as const })
  })
}
