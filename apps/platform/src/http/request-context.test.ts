import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { platformLog } from '../log/platform-log.js'
import { requestContext } from './request-context.js'
import { requestIdFrom } from './request-id.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('which request id a request gets', () => {
  it.each([
    ['a UUID from the app', '0b9a3c1e-1d2f-4a5b-8c7d-6e5f4a3b2c1d', true],
    ['letters, digits, dot, underscore, dash', 'app.cars_1-abc', true],
    ['exactly 128 characters', 'a'.repeat(128), true],
    ['129 characters', 'a'.repeat(129), false],
    ['a megabyte', 'a'.repeat(1_000_000), false],
    ['a space', 'abc def', false],
    ['a newline (log injection)', 'abc\n{"level":"error"}', false],
    ['a quote', 'abc"', false],
    ['empty', '', false],
    ['absent', undefined, false],
  ])('%s: kept %s', (_case, header, kept) => {
    const id = requestIdFrom(header)
    if (kept) expect(id).toBe(header)
    else expect(id).toMatch(UUID)
  })

  it('makes a different id for each request without one', () => {
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined))
  })
})

function loggedApp() {
  const lines: { stream: string; entry: Record<string, unknown> }[] = []
  const log = platformLog((stream, line) => lines.push({ stream, entry: JSON.parse(line) }))
  const app = new Hono()
  app.use('*', requestContext(log))
  app.get('/v1/sites/:slug/cars', (c) => c.json({ cars: [] }))
  app.get('/v1/fails', (c) => {
    log.error('the store failed', new Error('connection reset'))
    return c.json({ error: { code: 'internal', message: 'Something went wrong' } }, 500)
  })
  app.get('/v1/redirect', (c) => c.redirect('/elsewhere'))
  app.get('/v1/own-response', () => new Response('made by the handler', { status: 202 }))
  return { app, lines }
}

describe('the request context', () => {
  it('answers the caller’s id and logs one JSON line with method, path, query names, status and ms', async () => {
    const { app, lines } = loggedApp()
    const response = await app.request('/v1/sites/coastal/cars?make=Toyota&make=Mazda&q=kim%40example.com', {
      headers: { 'x-request-id': 'app-req-42' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe('app-req-42')
    expect(lines).toHaveLength(1)
    expect(lines[0]?.stream).toBe('out')
    expect(lines[0]?.entry).toEqual({
      time: expect.any(String),
      level: 'info',
      msg: 'request',
      request_id: 'app-req-42',
      method: 'GET',
      path: '/v1/sites/coastal/cars',
      query: ['make', 'q'],
      status: 200,
      ms: expect.any(Number),
    })
    // The query's values never reach the log.
    expect(JSON.stringify(lines)).not.toContain('Toyota')
    expect(JSON.stringify(lines)).not.toContain('kim')
  })

  it.each([
    ['c.json', '/v1/sites/coastal/cars', 200],
    ['c.redirect', '/v1/redirect', 302],
    ['a Response the handler built itself', '/v1/own-response', 202],
    ['no route (404)', '/v1/nothing-here', 404],
  ])('answers the id on an answer made by %s', async (_how, path, status) => {
    const { app } = loggedApp()
    const response = await app.request(path, { headers: { 'x-request-id': 'app-req-7' } })
    expect(response.status).toBe(status)
    expect(response.headers.get('x-request-id')).toBe('app-req-7')
  })

  it('puts the id on every line of the request, errors included, and answers a fresh one for a bad header', async () => {
    const { app, lines } = loggedApp()
    const response = await app.request('/v1/fails', { headers: { 'x-request-id': 'bad id\n' } })
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(UUID)
    expect(lines.map(({ stream, entry }) => [stream, entry.level, entry.msg, entry.request_id])).toEqual([
      ['err', 'error', 'the store failed', id],
      ['out', 'info', 'request', id],
    ])
    expect(lines[0]?.entry.error).toMatchObject({ name: 'Error', message: 'connection reset' })
    expect(lines[1]?.entry.status).toBe(500)
  })

  it('sets the id on a response whose headers are fixed (a redirect)', async () => {
    const { app } = loggedApp()
    const response = await app.request('/v1/redirect', { headers: { 'x-request-id': 'r1' } })
    expect(response.status).toBe(302)
    expect(response.headers.get('x-request-id')).toBe('r1')
  })

  it('logs nothing outside a request without an id', () => {
    const lines: string[] = []
    platformLog((_stream, line) => lines.push(line)).info('started', { port: 1 })
    expect(JSON.parse(lines[0] as string)).toEqual({
      time: expect.any(String),
      level: 'info',
      msg: 'started',
      port: 1,
    })
  })
})
