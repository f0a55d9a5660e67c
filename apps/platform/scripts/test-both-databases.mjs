// `pnpm test` for the platform: the whole suite on PGlite, then again on a real PostgreSQL
// (issue 4: both databases in `npm test`). With PLATFORM_TEST_DATABASE_URL set, that server is
// used; otherwise Debian's PostgreSQL binaries start a throwaway cluster in a temporary folder,
// listening on loopback only, stopped and deleted afterwards. Without the binaries the second
// pass is skipped, and this says so. Extra arguments go to vitest (e.g. a file filter).
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const args = process.argv.slice(2)
const vitest = (env) =>
  spawnSync(process.execPath, [join('node_modules', 'vitest', 'vitest.mjs'), 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1

function log(line) {
  console.log(`\n[platform test] ${line}\n`)
}

function findPostgresBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const bin = join(root, version, 'bin')
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin
  }
  return null
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

async function withTemporaryPostgres(bin, run) {
  const root = process.getuid?.() === 0
  // initdb refuses to run as root (notes/toolchain.md): the cluster belongs to `postgres`.
  const asOwner = (command, commandArgs) =>
    root ? ['runuser', ['-u', 'postgres', '--', command, ...commandArgs]] : [command, commandArgs]
  // As root the cluster runs as `postgres`, who must reach its folder: a root-only TMPDIR (mode 700,
  // as mktemp -d makes) would stop initdb, so the world-traversable /tmp holds it then.
  const dir = mkdtempSync(join(root ? '/tmp' : tmpdir(), 'forecourt-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const port = await freePort()
  const exec = (command, commandArgs) => {
    const [file, fileArgs] = asOwner(command, commandArgs)
    execFileSync(file, fileArgs, { stdio: 'pipe' })
  }
  try {
    exec(join(bin, 'initdb'), ['-D', data, '-U', 'app', '--auth=trust', '--no-sync'])
    exec(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ])
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  try {
    return run(`postgres://app@127.0.0.1:${port}/postgres`)
  } finally {
    try {
      exec(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

const started = performance.now()
log('pass 1 of 2: PGlite (embedded)')
const pglite = vitest({ PLATFORM_TEST_DATABASE_URL: '' })
let postgres = 0
if (process.env.PLATFORM_TEST_DATABASE_URL) {
  log('pass 2 of 2: PostgreSQL at PLATFORM_TEST_DATABASE_URL')
  postgres = vitest({})
} else {
  const bin = findPostgresBin()
  const root = process.getuid?.() === 0
  const postgresUser = spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0
  if (!bin) {
    log(
      'pass 2 of 2 SKIPPED: no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql to run it)',
    )
  } else if (root && !postgresUser) {
    log('pass 2 of 2 SKIPPED: running as root and there is no `postgres` user for initdb to run as')
  } else {
    log(`pass 2 of 2: PostgreSQL (${bin}, throwaway cluster on loopback)`)
    postgres = await withTemporaryPostgres(bin, (url) => vitest({ PLATFORM_TEST_DATABASE_URL: url }))
  }
}
log(
  `done in ${Math.round((performance.now() - started) / 1000)} s: PGlite ${pglite === 0 ? 'passed' : 'FAILED'}, PostgreSQL ${postgres === 0 ? 'passed or skipped' : 'FAILED'}`,
)
process.exit(pglite || postgres)
