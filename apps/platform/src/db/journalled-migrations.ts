import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { migrationsFolder } from '../package-paths.js'

/** How many migrations this build ships (drizzle-kit's journal): a database with fewer is behind. */
export function journalledMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
  return journal.entries.length
}
