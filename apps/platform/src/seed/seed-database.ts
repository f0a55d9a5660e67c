import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { PlatformDb } from '../db/open-database.js'
import {
  cars,
  dealerships,
  dealerTokens,
  locationReviews,
  locations,
  manufacturers,
  models,
  navigationMenus,
  siteHostnames,
  sites,
} from '../db/schema.js'
import { type DemoDataOptions, generateDemoData } from './generate-demo-data.js'

export interface SeedOptions extends DemoDataOptions {
  /** Replace whatever is there; without it a database that has sites is left alone. */
  force?: boolean
}

export interface SeedResult {
  skipped: boolean
  sites: number
  cars: number
  ms: number
}

// Rows per INSERT: ~45 car columns × 1,000 stays below PostgreSQL's 65,535 bind parameters, and
// fewer, larger statements are what keeps auto-seed at start-up fast on PGlite.
const BATCH_SIZE = 1000

export async function seedDatabase(db: PlatformDb, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now()
  const existingSites = await db.$count(sites)
  if (existingSites > 0 && !options.force) {
    return { skipped: true, sites: existingSites, cars: await db.$count(cars), ms: elapsed(started) }
  }

  const data = generateDemoData(options)
  await db.transaction(async (tx) => {
    // Cascade: leads, watchlists, payments and reservations point at the demo rows being replaced.
    await tx.execute(
      sql`truncate table cars, location_reviews, locations, dealerships, models, navigation_menus, site_hostnames, sites, manufacturers restart identity cascade`,
    )
    const insertAll = async <Row extends Record<string, unknown>>(table: PgTable, rows: Row[]) => {
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        await tx.insert(table).values(rows.slice(start, start + BATCH_SIZE))
      }
    }
    await insertAll(manufacturers, data.manufacturers)
    await insertAll(sites, data.sites)
    await insertAll(siteHostnames, data.siteHostnames)
    await insertAll(navigationMenus, data.navigationMenus)
    await insertAll(dealerships, data.dealerships)
    await insertAll(locations, data.locations)
    await insertAll(locationReviews, data.locationReviews)
    await insertAll(models, data.models)
    await insertAll(cars, data.cars)
    await insertAll(dealerTokens, data.dealerTokens)
    // The seed writes explicit ids; move each identity past them so later inserts do not collide.
    for (const table of ['sites', 'dealerships', 'locations', 'cars']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.identifier(table)}`,
      )
    }
  })
  return { skipped: false, sites: data.sites.length, cars: data.cars.length, ms: elapsed(started) }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started)
}
