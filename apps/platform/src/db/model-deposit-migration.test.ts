// Migration 0008 (model deposits, issue 16 row 11) over a database that already holds car deposits:
// every existing payment keeps its car, and from then on a payment names exactly one of car or model.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../package-paths.js'
import { openTestDatabase, type TestDatabase } from './open-test-database.js'

let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase('empty')
}, 120_000)

afterAll(async () => {
  await database?.close()
})

const migrationFiles = readdirSync(migrationsFolder)
  .filter((name) => name.endsWith('.sql'))
  .sort()

async function apply(name: string) {
  const text = readFileSync(join(migrationsFolder, name), 'utf8')
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement))
  }
}

const rows = async (query: string) => (await database.db.execute(sql.raw(query))) as unknown
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>

describe('migration 0008_model_deposits', () => {
  it('keeps existing car deposits and then allows exactly one of car and model', async () => {
    const index = migrationFiles.findIndex((name) => name.startsWith('0008_'))
    expect(index).toBe(8)
    for (const name of migrationFiles.slice(0, index)) await apply(name)

    for (const statement of [
      `insert into sites (id, slug, name, template, region, currency, phone)
        values (1, 'old-site', 'Old Site', 'cars', 'AU', 'AUD', '07 0000 0000')`,
      `insert into dealerships (id, site_id, slug, name) values (1, 1, 'old-dealer', 'Old Dealer')`,
      `insert into locations (id, dealership_id, name, slug, street, city, state, postcode, phone)
        values (1, 1, 'Sales', 'old-sales', '1 Road', 'Brisbane', 'QLD', '4000', '07 0000 0000')`,
      `insert into cars (id, site_id, dealership_id, location_id, slug, name, year, make, model, car_type, km,
          price, price_type, status, created_at, stocknum, simple_body, simple_transmission, simple_fuel)
        values (1, 1, 1, 1, 'old-car', '2020 Old Car', 2020, 'Old', 'Car', 'used', 1000,
          20000, 'drive_away', 'in_stock', now(), 'C1', 'Sedan', 'Automatic', 'Petrol')`,
      `insert into payment_intents (id, processor, site_id, dealership_id, car_id, amount, currency, status)
        values ('test_pi_old', 'test', 1, 1, 1, 50000, 'aud', 'succeeded')`,
    ])
      await rows(statement)

    await apply(migrationFiles[index] ?? '')
    expect(rowsOf(await rows(`select id, car_id, model_id from payment_intents`))).toEqual([
      { id: 'test_pi_old', car_id: 1, model_id: null },
    ])
    expect(rowsOf(await rows(`select payment_processors from dealerships`))).toEqual([
      { payment_processors: [] },
    ])

    await rows(`insert into models (id, site_id, name, slug) values (1, 1, 'Old Model', 'old-model')`)
    await rows(`
      insert into payment_intents (id, processor, site_id, dealership_id, model_id, amount, currency, status)
        values ('test_pi_model', 'test', 1, 1, 1, 100000, 'aud', 'requires_payment_method')
    `)
    for (const [label, ids] of [
      ['neither', 'null, null'],
      ['both', '1, 1'],
    ]) {
      await expect(
        rows(`
          insert into payment_intents (id, processor, site_id, dealership_id, car_id, model_id, amount, currency, status)
            values ('test_pi_${label}', 'test', 1, 1, ${ids}, 100, 'aud', 'succeeded')
        `),
        label,
      ).rejects.toThrow()
    }
    // Deleting a model takes its deposits with it (on delete cascade), as deleting a car does.
    await rows(`delete from models where id = 1`)
    expect(rowsOf(await rows(`select id from payment_intents order by id`))).toEqual([{ id: 'test_pi_old' }])
  })
})
