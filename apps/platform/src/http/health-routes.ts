import { Hono } from 'hono'
import type { PlatformStore } from '../db/platform-store.js'
import type { ErrorBody } from './api-error.js'
import { READY, type Readiness } from './readiness.js'

const DATABASE_UNAVAILABLE: ErrorBody = {
  error: { code: 'database_unavailable', message: 'The database is not answering' },
}

/**
 * GET /health/live: the process answers (restart it when this fails). GET /health/ready: it has
 * started (migrations, search index), is not stopping, and its database answers (send it traffic).
 * GET /health: as before, the database answers — and, while starting, 503 like /health/ready.
 */
export function healthRoutes(
  store: Pick<PlatformStore, 'ping'>,
  logError: (message: string, error: unknown) => void,
  readiness: Readiness = READY,
) {
  const databaseAnswers = async () => {
    try {
      await store.ping()
      return true
    } catch (error) {
      logError('health check: database did not answer', error)
      return false
    }
  }
  const notReady = (message: string): ErrorBody => ({ error: { code: 'not_ready', message } })
  return new Hono()
    .get('/live', (c) => c.json({ status: 'ok' as const }))
    .get('/ready', async (c) => {
      const reason = readiness.notReadyBecause()
      if (reason) return c.json<ErrorBody>(notReady(reason), 503)
      if (!(await databaseAnswers())) return c.json<ErrorBody>(DATABASE_UNAVAILABLE, 503)
      return c.json({ status: 'ready' as const })
    })
    .get('/', async (c) => {
      // Stopping still counts as healthy here: the process is finishing its requests, not broken.
      const reason = readiness.startingBecause()
      if (reason) return c.json<ErrorBody>(notReady(reason), 503)
      if (!(await databaseAnswers())) return c.json<ErrorBody>(DATABASE_UNAVAILABLE, 503)
      return c.json({ status: 'ok' as const })
    })
}
