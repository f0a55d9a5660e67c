import { sql } from 'drizzle-orm'
import type { PlatformDb } from '../db/open-database.js'
import { cars, dealerships, locations, siteHostnames, sites } from '../db/schema.js'
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

// Rows per INSERT: ~40 car columns × 500 stays far below PostgreSQL's 65,535 parameters.
const BATCH_SIZE = 500

export async function seedDatabase(db: PlatformDb, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now()
  const existingSites = await db.$count(sites)
  if (existingSites > 0 && !options.force) {
    return { skipped: true, sites: existingSites, cars: await db.$count(cars), ms: elapsed(started) }
  }

  const data = generateDemoData(options)
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`truncate table cars, locations, dealerships, site_hostnames, sites restart identity cascade`,
    )
    await tx.insert(sites).values(data.sites)
    await tx.insert(siteHostnames).values(data.siteHostnames)
    await tx.insert(dealerships).values(data.dealerships)
    await tx.insert(locations).values(data.locations)
    for (let start = 0; start < data.cars.length; start += BATCH_SIZE) {
      await tx.insert(cars).values(data.cars.slice(start, start + BATCH_SIZE))
    }
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
