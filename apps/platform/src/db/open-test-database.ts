import { sql } from 'drizzle-orm'
import { type Database, openDatabase } from './open-database.js'

/**
 * The database a test file runs against: an in-memory PGlite by default, or the PostgreSQL at
 * PLATFORM_TEST_DATABASE_URL emptied first, so the same tests prove both drivers (ARCHITECTURE.md:
 * CI runs the platform's tests against both).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.PLATFORM_TEST_DATABASE_URL
  if (!url) return openDatabase({ inMemory: true })
  const database = await openDatabase({ databaseUrl: url })
  await database.db.execute(sql`drop schema if exists drizzle cascade`)
  await database.db.execute(sql`drop schema if exists public cascade`)
  await database.db.execute(sql`create schema public`)
  return database
}
