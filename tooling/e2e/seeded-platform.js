// A migrated and seeded platform database, made once and copied for every platform an e2e run
// starts. A platform over an empty folder runs initdb, its migrations and the demo seed first:
// 13 s on a quiet machine and twice that beside another e2e lane, against 5 s to reopen a copy.
// `npm test` starts eight platforms (one per app, three more in the cars specs).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './servers.js'

const platformDirectory = path.join(repoRoot, 'apps/platform')
const templatesDirectory = path.join(platformDirectory, '.data/e2e-seeded')

/**
 * Fills `dataDir` with a copy of the seeded template for the platform as built now (its dist and
 * migrations name the template, so a rebuilt platform seeds a new one), unless it exists already.
 */
export function copySeededPlatform(dataDir) {
  if (existsSync(dataDir)) return
  cpSync(seededTemplate(), dataDir, { recursive: true })
}

function seededTemplate() {
  const name = platformFingerprint()
  const template = path.join(templatesDirectory, name)
  if (existsSync(template)) return template
  // Seeded beside the template and renamed into place, so an e2e run of another app starting at
  // the same moment finds either nothing or a whole template; the slower of two seeds is dropped.
  const seeding = `${template}.${process.pid}`
  execFileSync(process.execPath, [path.join(platformDirectory, 'dist/cli.js'), 'seed'], {
    env: { ...process.env, PGLITE_DATA_DIR: seeding, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    renameSync(seeding, template)
  } catch (error) {
    if (!existsSync(template)) throw error
    rmSync(seeding, { recursive: true, force: true })
  }
  for (const other of readdirSync(templatesDirectory)) {
    if (other !== name && !other.includes('.'))
      rmSync(path.join(templatesDirectory, other), { recursive: true })
  }
  return template
}

function platformFingerprint() {
  const hash = createHash('sha256')
  for (const folder of ['dist', 'migrations', 'migrations/meta']) {
    const directory = path.join(platformDirectory, folder)
    for (const file of readdirSync(directory).sort()) {
      if (file.endsWith('.map') || !file.includes('.')) continue
      hash.update(file).update(readFileSync(path.join(directory, file)))
    }
  }
  return hash.digest('hex').slice(0, 16)
}
