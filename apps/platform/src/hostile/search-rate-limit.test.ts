// Issue 14 item 5, the search endpoint's request rate: counted per search key and shopper in the
// database (every process shares it), the shopper being the address an app names with the service
// credential, else the caller's own; over the limit a 429 in Algolia's shape with Retry-After.
import { count } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../db/open-test-database.js'
import { createPlatformStore } from '../db/platform-store.js'
import { rateLimitWindows } from '../db/schema.js'
import { clientAddress, SHOPPER_ADDRESS_HEADER, TRUST_NO_PROXY } from '../http/client-address.js'
import { createApp } from '../http/create-app.js'
import {
  DEFAULT_LIMITS,
  DEV_SERVICE_TOKEN,
  defaultServices,
  servicesFromEnv,
} from '../http/platform-services.js'
import { type RateLimit, storedRateLimiter } from '../http/rate-limiter.js'
import { DEFAULT_TEMPLATE_PORTS } from '../http/served-site-url.js'
import { CAR_INDEX, CAR_INDEX_SETTINGS } from '../search/car-index-settings.js'
import type { IndexRecord } from '../search/engine/record-store.js'
import { SearchEngine } from '../search/engine/search-engine.js'
import { algoliaRoutes } from '../search/http/algolia-routes.js'
import { securedSearchKey } from '../search/http/search-keys.js'
import { syntheticRecords } from '../search/synthetic-cars.js'

const keys = { appId: 'TESTAPP', adminKey: 'admin-secret', searchKey: 'search-only-parent' }
const coastalKey = securedSearchKey(keys.searchKey, { filters: 'site:coastal-motors' })
const kiwiKey = securedSearchKey(keys.searchKey, { filters: 'site:kiwi-auto-hub' })
const RULE: RateLimit = { limit: 3, windowMs: 10_000 }

let database: TestDatabase
const engine = new SearchEngine()
let clock = Date.parse('2026-11-26T12:00:00Z')

beforeAll(async () => {
  database = await openTestDatabase('migrated')
  engine.setSettings(CAR_INDEX, CAR_INDEX_SETTINGS)
  engine.replaceAllObjects(CAR_INDEX, syntheticRecords(20, 3) as unknown as IndexRecord[])
}, 120_000)
afterAll(async () => {
  await database?.close()
})
// Each test starts in a window of its own.
beforeEach(() => {
  clock += 60 * 60_000
})

/** A platform process over the shared database, its search counted by RULE. */
function platformProcess(): Hono {
  const store = createPlatformStore(database.db)
  const callers = { serviceToken: DEV_SERVICE_TOKEN, trust: TRUST_NO_PROXY }
  return createApp({
    store,
    ports: DEFAULT_TEMPLATE_PORTS,
    services: defaultServices(),
    logError: () => {},
    search: algoliaRoutes(engine, keys, () => {}, {
      limiter: storedRateLimiter(store, 'search', RULE, () => clock),
      callerOf: (c) => clientAddress(c, callers),
    }),
  })
}

const search = (app: Hono, key: string, headers: Record<string, string> = {}) =>
  app.request(`/1/indexes/${CAR_INDEX}/query`, {
    method: 'POST',
    headers: {
      'x-algolia-api-key': key,
      'x-algolia-application-id': keys.appId,
      'content-type': 'application/json',
      origin: 'http://coastal-motors.localhost:3000',
      ...headers,
    },
    body: JSON.stringify({ query: 'toyota' }),
  })

async function statuses(app: Hono, count: number, key: string, headers: Record<string, string> = {}) {
  const seen: number[] = []
  for (let i = 0; i < count; i++) seen.push((await search(app, key, headers)).status)
  return seen
}

const asApp = (shopper: string) => ({
  authorization: `Bearer ${DEV_SERVICE_TOKEN}`,
  [SHOPPER_ADDRESS_HEADER]: shopper,
})

describe('the search endpoint’s request rate', () => {
  it('answers the search after the limit with 429, Retry-After and Algolia’s error shape', async () => {
    const app = platformProcess()
    expect(await statuses(app, RULE.limit, coastalKey)).toEqual([200, 200, 200])
    clock += 4_000
    const refused = await search(app, coastalKey)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('6')
    // A browser's client may read the wait: CORS exposes it.
    expect(refused.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i)
    expect(await refused.json()).toEqual({
      status: 429,
      message: 'Too many requests: try again in 6 seconds',
    })
  })

  it('searches again once the window has passed', async () => {
    const app = platformProcess()
    expect(await statuses(app, RULE.limit + 1, coastalKey)).toEqual([200, 200, 200, 429])
    clock += RULE.windowMs
    expect((await search(app, coastalKey)).status).toBe(200)
  })

  it('counts each site’s key apart: one site’s busy shopper does not stop another site', async () => {
    const app = platformProcess()
    expect(await statuses(app, RULE.limit + 1, coastalKey)).toEqual([200, 200, 200, 429])
    expect((await search(app, kiwiKey)).status).toBe(200)
  })

  it('counts per shopper when an app names them with the service credential: one app address, many shoppers', async () => {
    const app = platformProcess()
    expect(await statuses(app, RULE.limit + 1, coastalKey, asApp('203.0.113.7'))).toEqual([
      200, 200, 200, 429,
    ])
    expect(await statuses(app, RULE.limit, coastalKey, asApp('198.51.100.9'))).toEqual([200, 200, 200])
  })

  it('believes no shopper header without the credential: a script cannot buy a fresh count per request', async () => {
    const app = platformProcess()
    const seen: number[] = []
    for (let i = 0; i <= RULE.limit; i++) {
      seen.push((await search(app, coastalKey, { [SHOPPER_ADDRESS_HEADER]: `203.0.113.${i}` })).status)
    }
    expect(seen).toEqual([200, 200, 200, 429])
  })

  it('shares the count between platform processes on one database', async () => {
    const [first, second] = [platformProcess(), platformProcess()]
    expect(await statuses(first, RULE.limit, coastalKey)).toEqual([200, 200, 200])
    expect((await search(second, coastalKey)).status).toBe(429)
  })

  it('never counts the admin key (the indexer), and a made-up key is a 403 that stores no counter', async () => {
    const app = platformProcess()
    expect(await statuses(app, RULE.limit + 2, keys.adminKey)).toEqual([200, 200, 200, 200, 200])
    const counters = () => database.db.select({ n: count() }).from(rateLimitWindows)
    const before = await counters()
    expect((await search(app, 'not-a-key-of-ours')).status).toBe(403)
    expect(await counters()).toEqual(before)
  })
})

describe('the search rate limit’s settings', () => {
  it('defaults to 120 searches in 10 seconds per key and shopper', () => {
    expect(DEFAULT_LIMITS.search).toEqual({ limit: 120, windowMs: 10_000 })
    expect(servicesFromEnv({}).limits.search).toEqual({ limit: 120, windowMs: 10_000 })
  })

  it('takes PLATFORM_SEARCH_RATE_LIMIT and PLATFORM_SEARCH_RATE_WINDOW_MS', () => {
    const env = { PLATFORM_SEARCH_RATE_LIMIT: '600', PLATFORM_SEARCH_RATE_WINDOW_MS: '60000' }
    expect(servicesFromEnv(env).limits.search).toEqual({ limit: 600, windowMs: 60_000 })
  })

  it.each(['0', '-5', '2.5', 'lots'])('refuses PLATFORM_SEARCH_RATE_LIMIT=%s', (value) => {
    expect(() => servicesFromEnv({ PLATFORM_SEARCH_RATE_LIMIT: value })).toThrow(/PLATFORM_SEARCH_RATE_LIMIT/)
  })
})
