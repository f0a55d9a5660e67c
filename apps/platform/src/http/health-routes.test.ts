import { describe, expect, it, vi } from 'vitest'
import { healthRoutes } from './health-routes.js'
import { createReadiness, type Readiness, type StartStep } from './readiness.js'
import { startingApp } from './starting-app.js'

const answering = { ping: async () => {} }
const broken = {
  ping: async () => {
    throw new Error('connection refused')
  },
}

function readinessAfter(done: StartStep[], stopping = false): Readiness {
  const readiness = createReadiness()
  for (const step of done) readiness.done(step)
  if (stopping) readiness.stopping()
  return readiness
}

async function ask(path: string, readiness: Readiness, store = answering) {
  const response = await healthRoutes(store, vi.fn(), readiness).request(path)
  return { status: response.status, body: await response.json() }
}

const notReady = (message: string) => ({ error: { code: 'not_ready', message } })
const databaseDown = {
  error: { code: 'database_unavailable', message: 'The database is not answering' },
}
const migrationsPending = notReady('The database migrations have not run yet')
const indexPending = notReady('The search index is still being built')
const shuttingDown = notReady('The process is shutting down')

describe('the health routes through start-up, work and shutdown', () => {
  it.each([
    // state, database, live, ready, /health
    ['nothing done yet', [], answering, false, 200, [503, migrationsPending], [503, migrationsPending]],
    ['migrated, indexing', ['migrations'], answering, false, 200, [503, indexPending], [503, indexPending]],
    [
      'started',
      ['migrations', 'searchIndex'],
      answering,
      false,
      200,
      [200, { status: 'ready' }],
      [200, { status: 'ok' }],
    ],
    [
      'started, database down',
      ['migrations', 'searchIndex'],
      broken,
      false,
      200,
      [503, databaseDown],
      [503, databaseDown],
    ],
    [
      'stopping',
      ['migrations', 'searchIndex'],
      answering,
      true,
      200,
      [503, shuttingDown],
      [200, { status: 'ok' }],
    ],
  ] as const)('%s', async (_state, done, store, stopping, live, ready, health) => {
    const readiness = readinessAfter([...done], stopping)
    expect(await ask('/live', readiness, store)).toEqual({ status: live, body: { status: 'ok' } })
    expect(await ask('/ready', readiness, store)).toEqual({ status: ready[0], body: ready[1] })
    expect(await ask('/', readiness, store)).toEqual({ status: health[0], body: health[1] })
  })
})

describe('the app a starting process answers with', () => {
  it('answers liveness, says what readiness waits for, and 503 with Retry-After elsewhere', async () => {
    const app = startingApp(answering, vi.fn(), readinessAfter(['migrations']))
    expect((await app.request('/health/live')).status).toBe(200)
    const ready = await app.request('/health/ready')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual(indexPending)
    const read = await app.request('/v1/sites')
    expect(read.status).toBe(503)
    expect(read.headers.get('retry-after')).toBe('5')
    expect(await read.json()).toEqual({ error: { code: 'starting', message: 'The platform is starting' } })
  })
})
