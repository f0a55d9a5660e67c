import type { Database } from '../db/open-database.js'
import { openTestDatabase } from '../db/open-test-database.js'
import { createPlatformStore, type PlatformStore } from '../db/platform-store.js'
import { createApp, type PlatformApp } from './create-app.js'
import { defaultServices, type PlatformServices } from './platform-services.js'
import { DEFAULT_TEMPLATE_PORTS } from './served-site-url.js'

const GENEROUS_LIMITS: PlatformServices['limits'] = {
  leads: { limit: 100_000, windowMs: 60_000 },
  signInCodes: { limit: 100_000, windowMs: 60_000 },
  signInVerify: { limit: 100_000, windowMs: 60_000 },
}

export interface SeededTestApp {
  database: Database
  app: PlatformApp
  /** The store the apps read, for a test to check what a request changed. */
  store: PlatformStore
  /** Another app over the same database, e.g. with other limits or processors. */
  appWith(services: Partial<PlatformServices>): PlatformApp
}

/** A private copy of the seeded test database (TEST_TEMPLATE_CARS cars) and an app over it. */
export async function openSeededTestApp(services: Partial<PlatformServices> = {}): Promise<SeededTestApp> {
  const database = await openTestDatabase('seeded')
  const store = createPlatformStore(database.db)
  const appWith = (overrides: Partial<PlatformServices>) =>
    createApp({
      store,
      ports: DEFAULT_TEMPLATE_PORTS,
      // Every request of a test file comes from one caller: limits are tested on their own app.
      services: defaultServices({ limits: GENEROUS_LIMITS, ...services, ...overrides }),
      logError: () => {},
    })
  return { database, app: appWith({}), appWith, store }
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
