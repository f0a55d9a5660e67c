import { Hono } from 'hono'
import type { Database } from '../db/open-database.js'
import { openTestDatabase } from '../db/open-test-database.js'
import { createPlatformStore, type PlatformStore } from '../db/platform-store.js'
import { createApp, type PlatformApp } from './create-app.js'
import { DEV_SERVICE_TOKEN, defaultServices, type PlatformServices } from './platform-services.js'
import { DEFAULT_TEMPLATE_PORTS } from './served-site-url.js'

const GENEROUS_LIMITS: PlatformServices['limits'] = {
  leads: { limit: 100_000, windowMs: 60_000 },
  signInCodes: { limit: 100_000, windowMs: 60_000 },
  signInVerify: { limit: 100_000, windowMs: 60_000 },
  search: { limit: 100_000, windowMs: 60_000 },
}

export interface SeededTestApp {
  database: Database
  /** The store the apps read, for a test to check what a request changed. */
  store: PlatformStore
  /** The app as the storefront server calls it: every request carries the service credential. */
  app: Hono
  /** The same app called by anyone else: no credential unless a request sends one. */
  anonymous: PlatformApp
  /**
   * Another app over the same database, e.g. with other limits or processors (as the storefront
   * calls it, with `headers` on every request: a shopper address keeps its rate limits apart).
   */
  appWith(services: Partial<PlatformServices>, headers?: Record<string, string>): Hono
}

/** The service credential's header, as the storefront's transport sends it. */
export const SERVICE_AUTHORIZATION = { authorization: `Bearer ${DEV_SERVICE_TOKEN}` }

/** `app` called with the service credential on every request that does not bring its own. */
export function asServiceCaller(app: PlatformApp, extra: Record<string, string> = {}): Hono {
  return new Hono().all('*', (c) => {
    const headers = new Headers(c.req.raw.headers)
    if (!headers.has('authorization')) headers.set('authorization', SERVICE_AUTHORIZATION.authorization)
    for (const [name, value] of Object.entries(extra)) if (!headers.has(name)) headers.set(name, value)
    return app.fetch(new Request(c.req.raw, { headers }), c.env)
  })
}

/** A private copy of the seeded test database (TEST_TEMPLATE_CARS cars) and an app over it. */
export async function openSeededTestApp(services: Partial<PlatformServices> = {}): Promise<SeededTestApp> {
  const database = await openTestDatabase('seeded')
  const store = createPlatformStore(database.db)
  const bareWith = (overrides: Partial<PlatformServices>) =>
    createApp({
      store,
      ports: DEFAULT_TEMPLATE_PORTS,
      // Every request of a test file comes from one caller: limits are tested on their own app.
      services: defaultServices({ limits: GENEROUS_LIMITS, ...services, ...overrides }),
      logError: () => {},
    })
  const anonymous = bareWith({})
  return {
    database,
    app: asServiceCaller(anonymous),
    anonymous,
    store,
    appWith: (overrides, headers) => asServiceCaller(bareWith(overrides), headers),
  }
}

/** A JSON request as a browser or the storefront server sends it. */
export function jsonRequest(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
}

/** The first free test-drive time at a site's location, as the storefront would offer it. */
export async function firstFreeTestDriveTime(app: Hono, slug: string, locationName: string): Promise<string> {
  const { site } = (await (await app.request(`/v1/sites/${slug}`)).json()) as {
    site: { locations: Array<{ id: number; name: string }> }
  }
  const location = site.locations.find((candidate) => candidate.name === locationName)
  const answer = await app.request(`/v1/sites/${slug}/locations/${location?.id}/test-drive-times`)
  const { slots } = (await answer.json()) as { slots: Array<{ value: string }> }
  if (!slots[0]) throw new Error(`No free test-drive time at ${locationName}`)
  return slots[0].value
}
