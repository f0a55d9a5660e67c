// Vitest globalSetup: prepares the databases test files start from, once per run. A fresh PGlite
// costs an initdb (4 s idle, 14 s on a busy shared machine); loading a dumped data folder costs
// about 2 s, and PostgreSQL copies a template database at once. So the run migrates and seeds
// templates here, and every test file gets its own private copy (see openTestDatabase).
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { seedDatabase } from '../seed/seed-database.js'
import { openDatabase } from './open-database.js'

/** Cars in the seeded template: enough that every demo site has several pages and each §4 state. */
export const TEST_TEMPLATE_CARS = 400

export type TestDatabaseTemplates =
  | { kind: 'pglite'; files: Record<'empty' | 'migrated' | 'seeded', string> }
  | { kind: 'postgres'; url: string; databases: Record<'migrated' | 'seeded', string> }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates
  }
}

const POSTGRES_TEMPLATES = { migrated: 'forecourt_template_migrated', seeded: 'forecourt_template_seeded' }

export default async function prepareTestDatabaseTemplates(project: TestProject) {
  const url = process.env.PLATFORM_TEST_DATABASE_URL
  if (url) {
    const admin = postgres(url, { onnotice: () => {}, max: 1 })
    try {
      for (const [stage, name] of Object.entries(POSTGRES_TEMPLATES)) {
        await admin.unsafe(`drop database if exists "${name}" with (force)`)
        await admin.unsafe(`create database "${name}"`)
        const database = await openDatabase({ databaseUrl: withDatabase(url, name) })
        await database.migrate()
        if (stage === 'seeded') await seedDatabase(database.db, { cars: TEST_TEMPLATE_CARS })
        await database.close()
      }
    } finally {
      await admin.end({ timeout: 5 })
    }
    project.provide('testDatabaseTemplates', { kind: 'postgres', url, databases: POSTGRES_TEMPLATES })
    return
  }

  const prefix = join(tmpdir(), `forecourt-test-${process.pid}-`)
  const files = {
    empty: `${prefix}empty.tar`,
    migrated: `${prefix}migrated.tar`,
    seeded: `${prefix}seeded.tar`,
  }
  const database = await openDatabase({ inMemory: true })
  const dump = async (file: string) => {
    const blob = await database.pglite?.dumpDataDir('none')
    if (!blob) throw new Error('PGlite did not dump its data folder')
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()))
  }
  await dump(files.empty)
  await database.migrate()
  await dump(files.migrated)
  await seedDatabase(database.db, { cars: TEST_TEMPLATE_CARS })
  await dump(files.seeded)
  await database.close()
  project.provide('testDatabaseTemplates', { kind: 'pglite', files })
  return () => {
    for (const file of Object.values(files)) rmSync(file, { force: true })
  }
}

/** The same server URL naming another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}
