// The kept answers follow the database (issue 18): a change to a car or to a site's configuration,
// made by any writer, reaches the answers within a second — on PGlite here, and on PostgreSQL when
// the platform suite runs there (scripts/test-both-databases.mjs).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenForCatalogueChanges } from '../db/catalogue-change-feed.js'
import { openTestDatabase, type TestDatabase } from '../db/open-test-database.js'
import { createPlatformStore } from '../db/platform-store.js'
import { createApp } from '../http/create-app.js'
import { defaultServices } from '../http/platform-services.js'
import { SERVICE_AUTHORIZATION } from '../http/seeded-test-app.js'
import { DEFAULT_TEMPLATE_PORTS } from '../http/served-site-url.js'
import { listenForCarChanges } from '../search/indexer/car-change-feed.js'
import { createAnswerCache } from './answer-cache.js'
import { withAnswerDrops } from './answer-dropping-store.js'

let database: TestDatabase
let app: ReturnType<typeof createApp>
let stops: (() => Promise<void>)[] = []

beforeAll(async () => {
  database = await openTestDatabase('seeded')
  const answers = createAnswerCache({ maxEntries: 100, ttlMs: 60_000 })
  stops = [
    await listenForCatalogueChanges(database, () => answers.dropFrom('catalogue')),
    await listenForCarChanges(database, async () => answers.dropFrom('cars'), { debounceMs: 10 }),
  ]
  app = createApp({
    store: withAnswerDrops(createPlatformStore(database.db), answers),
    ports: DEFAULT_TEMPLATE_PORTS,
    services: defaultServices(),
    answers,
    logError: () => {},
  })
  // A seeded database takes longer than the default hook timeout on a busy machine.
}, 120_000)

afterAll(async () => {
  for (const stop of stops) await stop()
  await database.close()
})

const json = async (path: string) => (await app.request(path)).json()

/** Reads `path` until `seen` holds, for at most a second. */
async function within1s(path: string, seen: (body: unknown) => boolean) {
  const until = Date.now() + 1000
  for (;;) {
    const body = await json(path)
    if (seen(body)) return Date.now()
    if (Date.now() > until) throw new Error(`${path} did not change within a second`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('kept answers follow the database', () => {
  it('this process’s own write reads as written on the very next request', async () => {
    const { cars } = await json('/v1/sites/kiwi-auto-hub/cars?per_page=1')
    const path = `/v1/sites/kiwi-auto-hub/cars/${cars[0].slug}`
    const before = (await json(path)).car.views
    await app.request(`${path}/views`, { method: 'POST', headers: SERVICE_AUTHORIZATION })
    expect((await json(path)).car.views).toBe(before + 1)
  })

  it('a car written by any writer reads as written within a second', async () => {
    const { cars } = await json('/v1/sites/coastal-motors/cars?per_page=1')
    const path = `/v1/sites/coastal-motors/cars/${cars[0].slug}`
    await json(path)
    await database.db.execute(sql`update cars set price = 12345 where id = ${cars[0].id}`)
    await within1s(path, (body) => (body as { car: { price: number } }).car.price === 12345)
  })

  it('a site’s configuration changed in the database reads as changed within a second', async () => {
    await json('/v1/sites/coastal-motors')
    await database.db.execute(sql`update sites set phone = '07 0000 0000' where slug = 'coastal-motors'`)
    await within1s(
      '/v1/sites/coastal-motors',
      (body) => (body as { site: { phone: string } }).site.phone === '07 0000 0000',
    )
  })
})
