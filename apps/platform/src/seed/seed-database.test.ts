import { CarSchema, SiteConfigSchema } from '@forecourt/domain'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectCars, toCar } from '../db/car-records.js'
import type { Database } from '../db/open-database.js'
import { openTestDatabase } from '../db/open-test-database.js'
import { createPlatformStore } from '../db/platform-store.js'
import { cars, sites } from '../db/schema.js'
import { DEFAULT_TEMPLATE_PORTS, servedSiteUrl } from '../http/served-site-url.js'
import { DEMO_SITES } from './demo-sites.js'
import { seedDatabase } from './seed-database.js'

// One database for the whole file (see openTestDatabase): a PGlite costs seconds of initdb.
let database: Database

beforeAll(async () => {
  database = await openTestDatabase()
}, 60_000)

afterAll(async () => {
  await database?.close()
})

describe('migrations and seeding', () => {
  it('applies the committed migrations once', async () => {
    const first = await database.migrate()
    expect(first.applied).toBeGreaterThan(0)
    expect(first.total).toBe(first.applied)
    expect(await database.migrate()).toEqual({ applied: 0, total: first.total })
  })

  it('seeds the demo sites and cars, then skips a database that already has sites', async () => {
    const seeded = await seedDatabase(database.db, { cars: 120 })
    expect(seeded).toMatchObject({ skipped: false, sites: 9, cars: 120 })
    const again = await seedDatabase(database.db, { cars: 5 })
    expect(again).toMatchObject({ skipped: true, sites: 9, cars: 120 })
  })

  it('replaces the data with --force, and the same seed gives the same rows', async () => {
    const before = (await selectCars(database.db).orderBy(asc(cars.id))).map(toCar)
    const forced = await seedDatabase(database.db, { cars: 120, force: true })
    expect(forced).toMatchObject({ skipped: false, cars: 120 })
    expect((await selectCars(database.db).orderBy(asc(cars.id))).map(toCar)).toEqual(before)
  })

  it('stores every seeded car so that it passes the domain CarSchema', async () => {
    const rows = await selectCars(database.db)
    expect(rows).toHaveLength(120)
    for (const row of rows) {
      const car = toCar(row)
      expect(CarSchema.safeParse(car).success, car.slug).toBe(true)
    }
  })

  it('stores every seeded site so that it passes the domain SiteConfigSchema', async () => {
    const store = createPlatformStore(database.db)
    for (const demo of DEMO_SITES) {
      const slug = demo.slug
      const record = await store.findSiteBySlug(slug)
      expect(record, slug).not.toBeNull()
      const config = { ...record?.config, url: servedSiteUrl(slug, demo.template, DEFAULT_TEMPLATE_PORTS) }
      const parsed = SiteConfigSchema.safeParse(config)
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    }
  })

  it('moves identities past the seeded ids so the next insert gets a fresh id', async () => {
    const [row] = await database.db
      .insert(sites)
      .values({
        slug: 'later-dealer',
        name: 'Later Dealer',
        template: 'cars',
        region: 'AU',
        currency: 'AUD',
        phone: '1300 000 000',
      })
      .returning({ id: sites.id })
    expect(row?.id).toBe(DEMO_SITES.length + 1)
  })
})
