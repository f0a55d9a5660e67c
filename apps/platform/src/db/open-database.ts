import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { defaultPgliteDataDir, migrationsFolder } from '../package-paths.js'
import * as schema from './schema.js'

/** The driver-neutral Drizzle type: every query is written once against this. */
export type PlatformDb = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: PlatformDb
  /** The PGlite client, for dumping a prepared data folder (test templates); null on PostgreSQL. */
  pglite: PGlite | null
  kind: 'pglite' | 'postgres'
  /** Where the data lives, for logs (never includes a password). */
  description: string
  /** Applies pending migrations; `applied` is how many ran now, `total` how many are recorded. */
  migrate(): Promise<{ applied: number; total: number }>
  /** How many migrations the database has recorded (0 for a database never migrated). */
  recordedMigrations(): Promise<number>
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** A throwaway PGlite in memory (tests). Costs ~4 s of initdb, so open one per test file. */
  inMemory?: boolean
  /** PostgreSQL connection string; defaults to env DATABASE_URL. */
  databaseUrl?: string
  /** PGlite data folder; defaults to env PGLITE_DATA_DIR, then apps/platform/.data/pglite. */
  dataDir?: string
  /** A PGlite data folder dumped by `dumpDataDir()` to start from instead of running initdb (tests). */
  loadDataDir?: Blob
}

export async function openDatabase(
  options: OpenDatabaseOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<Database> {
  const databaseUrl = options.inMemory ? undefined : (options.databaseUrl ?? env.DATABASE_URL)
  if (databaseUrl) return openPostgres(databaseUrl)
  if (options.inMemory) return openPglite(undefined, options.loadDataDir)
  const dataDir = options.dataDir ?? env.PGLITE_DATA_DIR ?? defaultPgliteDataDir
  mkdirSync(dataDir, { recursive: true })
  return openPglite(dataDir, options.loadDataDir)
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {})
  const db = drizzlePglite({ client, schema })
  return {
    db,
    kind: 'pglite',
    pglite: client,
    description: dataDir ? `PGlite at ${dataDir}` : 'PGlite in memory',
    migrate: () => countingApplied(db, () => migratePglite(db, { migrationsFolder })),
    recordedMigrations: () => countRecordedMigrations(db),
    close: () => client.close(),
  }
}

async function openPostgres(url: string): Promise<Database> {
  // Migrations raise NOTICEs ("schema already exists"); they are not worth a log line.
  const client = postgres(url, { onnotice: () => {} })
  const db = drizzlePostgres({ client, schema })
  return {
    db,
    kind: 'postgres',
    pglite: null,
    description: `PostgreSQL at ${redactPassword(url)}`,
    migrate: () => countingApplied(db, () => migratePostgres(db, { migrationsFolder })),
    recordedMigrations: () => countRecordedMigrations(db),
    close: () => client.end({ timeout: 5 }),
  }
}

// Drizzle's migrators say nothing about what they did, so count its journal table around them.
async function countingApplied(db: PlatformDb, run: () => Promise<void>) {
  const before = await countRecordedMigrations(db)
  await run()
  const total = await countRecordedMigrations(db)
  return { applied: total - before, total }
}

async function countRecordedMigrations(db: PlatformDb): Promise<number> {
  // Two statements: a query naming a missing table fails while being planned, whatever a CASE says.
  const [exists] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  )
  if (!exists?.name) return 0
  const [recorded] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )
  return recorded?.count ?? 0
}

// PGlite answers a raw query with { rows }, postgres-js with a bare array of rows.
async function rowsOf<Row extends Record<string, unknown>>(db: PlatformDb, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute<Row>(query)
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'PostgreSQL (unparseable DATABASE_URL)'
  }
}
