import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The same code runs from src/ (vitest) and from the bundle in dist/, at different depths, so
// the package's own folder is found by walking up rather than by a fixed '../..'.
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'migrations', 'meta', '_journal.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('apps/platform/migrations not found above this module')
    dir = parent
  }
  return dir
}

export const packageRoot = findPackageRoot()
export const migrationsFolder = join(packageRoot, 'migrations')
export const defaultPgliteDataDir = join(packageRoot, '.data', 'pglite')
