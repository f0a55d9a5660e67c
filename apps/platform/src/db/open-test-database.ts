import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import postgres from 'postgres'
import { inject } from 'vitest'
import { type Database, openDatabase } from './open-database.js'
import { withDatabase } from './test-database-templates.js'

export type TestDatabaseStart = 'empty' | 'migrated' | 'seeded'

/**
 * A private database for one test file, started from a template prepared once per run
 * (test-database-templates.ts): an in-memory PGlite loaded from a dumped data folder by default,
 * or, with PLATFORM_TEST_DATABASE_URL, a new PostgreSQL database copied from a template and
 * dropped on close. Test files never share a database, so they run in parallel on both.
 * `seeded` holds TEST_TEMPLATE_CARS cars of the default demo world.
 */
export interface TestDatabase extends Database {
  /** The PostgreSQL URL of this copy, for a child process to open it too; null on PGlite. */
  url: string | null
}

export async function openTestDatabase(start: TestDatabaseStart = 'empty'): Promise<TestDatabase> {
  const templates = inject('testDatabaseTemplates')
  if (templates.kind === 'pglite') {
    const loadDataDir = new Blob([readFileSync(templates.files[start])])
    return { ...(await openDatabase({ inMemory: true, loadDataDir })), url: null }
  }
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`
  const admin = postgres(templates.url, { onnotice: () => {}, max: 1 })
  try {
    await admin.unsafe(
      start === 'empty'
        ? `create database "${name}"`
        : `create database "${name}" template "${templates.databases[start]}"`,
    )
  } finally {
    await admin.end({ timeout: 5 })
  }
  const url = withDatabase(templates.url, name)
  const database = await openDatabase({ databaseUrl: url })
  return {
    ...database,
    url,
    description: `${database.description} (test copy of ${start})`,
    close: async () => {
      await database.close()
      const dropper = postgres(templates.url, { onnotice: () => {}, max: 1 })
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`)
      } finally {
        await dropper.end({ timeout: 5 })
      }
    },
  }
}
