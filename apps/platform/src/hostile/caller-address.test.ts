// Issue 14 item 3: rate limits see each shopper, not one caller. The apps name the shopper with
// the service credential; a direct caller is the first untrusted hop counting from this server
// (never the leftmost X-Forwarded-For entry, which the client writes); counters live in the
// database, so two platform processes share one limit.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlatformStore } from '../db/platform-store.js'
import { type CallerTrust, clientAddress, trustedProxiesFromEnv } from '../http/client-address.js'
import { DEFAULT_LIMITS, DEV_SERVICE_TOKEN } from '../http/platform-services.js'
import { storedRateLimiter } from '../http/rate-limiter.js'
import { jsonRequest, openSeededTestApp, type SeededTestApp } from '../http/seeded-test-app.js'

let world: SeededTestApp

beforeAll(async () => {
  world = await openSeededTestApp()
}, 120_000)

afterAll(async () => {
  await world?.database.close()
})

/** The address `clientAddress` reads from a request with these headers. */
async function callerOf(headers: Record<string, string>, trust: CallerTrust['trust']) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, { serviceToken: DEV_SERVICE_TOKEN, trust })))
  return (await app.request('/', { headers })).text()
}

const SERVICE = `Bearer ${DEV_SERVICE_TOKEN}`
const oneHop = trustedProxiesFromEnv({ PLATFORM_TRUSTED_PROXY_HOPS: '1' })
const noProxy = trustedProxiesFromEnv({})

describe('who is calling', () => {
  it.each([
    [
      'the shopper the service names',
      { authorization: SERVICE, 'x-forecourt-shopper-address': '203.0.113.7' },
      noProxy,
      '203.0.113.7',
    ],
    [
      'not a shopper named without the credential',
      { 'x-forecourt-shopper-address': '203.0.113.7' },
      noProxy,
      'local',
    ],
    [
      'not a shopper named with a wrong credential',
      { authorization: 'Bearer nope', 'x-forecourt-shopper-address': '203.0.113.7' },
      noProxy,
      'local',
    ],
    [
      'not a shopper address that is no address',
      { authorization: SERVICE, 'x-forecourt-shopper-address': 'x'.repeat(50) },
      noProxy,
      'local',
    ],
    ['not X-Forwarded-For when no proxy is trusted', { 'x-forwarded-for': '198.51.100.1' }, noProxy, 'local'],
    [
      'the rightmost entry behind one trusted proxy, not the leftmost',
      { 'x-forwarded-for': '10.0.0.1, 198.51.100.2' },
      oneHop,
      '198.51.100.2',
    ],
    [
      'the next entry behind two trusted proxies',
      { 'x-forwarded-for': '10.0.0.1, 198.51.100.3, 192.0.2.9' },
      trustedProxiesFromEnv({ PLATFORM_TRUSTED_PROXY_HOPS: '2' }),
      '198.51.100.3',
    ],
    [
      'the proxy itself when its entry is no address',
      { 'x-forwarded-for': '198.51.100.4, junk' },
      oneHop,
      'local',
    ],
    [
      'the older switch as one hop',
      { 'x-forwarded-for': '10.0.0.1, 198.51.100.5' },
      trustedProxiesFromEnv({ PLATFORM_TRUST_FORWARDED_FOR: '1' }),
      '198.51.100.5',
    ],
  ])('is %s', async (_name, headers, trust, expected) => {
    expect(await callerOf(headers, trust)).toBe(expected)
  })

  it('reads a list of trusted proxies', () => {
    const trust = trustedProxiesFromEnv({ PLATFORM_TRUSTED_PROXIES: '10.0.0.0/8, loopback' })
    expect(trust('10.1.2.3', 0)).toBe(true)
    expect(trust('127.0.0.1', 0)).toBe(true)
    expect(trust('198.51.100.1', 0)).toBe(false)
  })
})

describe('rate limits per shopper, shared by every process', () => {
  const lead = {
    name: 'Sam Shopper',
    email: 'sam@example.com',
    phone: '0412 555 777',
    postcode: '4000',
    message: 'Is this car still available?',
    category: 'General Enquiry',
    location: 'Coastal Motors - Sales',
  }
  const send = (app: Hono, shopper: string, key: string) =>
    app.request(
      '/v1/sites/coastal-motors/leads',
      jsonRequest(
        'POST',
        { ...lead, is_last_step: true },
        {
          'idempotency-key': key,
          'x-forecourt-shopper-address': shopper,
        },
      ),
    )
  const limits = { ...DEFAULT_LIMITS, leads: { limit: 2, windowMs: 60_000 } }

  it('stops one shopper without stopping the next', async () => {
    const app = world.appWith({ limits })
    const first = [] as number[]
    for (let n = 0; n < 3; n++) first.push((await send(app, '192.0.2.10', `per-shopper-a-${n}`)).status)
    expect(first).toEqual([201, 201, 429])
    expect((await send(app, '192.0.2.11', 'per-shopper-b-0')).status).toBe(201)
  })

  it('counts a shopper’s attempts in every process on the database', async () => {
    const one = world.appWith({ limits })
    const another = world.appWith({ limits })
    expect((await send(one, '192.0.2.20', 'shared-0')).status).toBe(201)
    expect((await send(another, '192.0.2.20', 'shared-1')).status).toBe(201)
    expect((await send(one, '192.0.2.20', 'shared-2')).status).toBe(429)
    expect((await send(another, '192.0.2.20', 'shared-3')).status).toBe(429)
  })

  it('opens a new window once the old one has passed, and says when', async () => {
    let now = Date.UTC(2026, 10, 1)
    const limiter = storedRateLimiter(
      createPlatformStore(world.database.db),
      'window-test',
      { limit: 1, windowMs: 10_000 },
      () => now,
    )
    expect((await limiter.take('k')).allowed).toBe(true)
    now += 4000
    expect(await limiter.take('k')).toEqual({ allowed: false, retryAfterSeconds: 6 })
    now += 6000
    expect((await limiter.take('k')).allowed).toBe(true)
  })
})
