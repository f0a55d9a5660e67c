// `pnpm test` for the platform: the whole suite on PGlite, then again on a real PostgreSQL
// (issue 4: both databases in `npm test`). With PLATFORM_TEST_DATABASE_URL set, that server is
// used; otherwise Debian's PostgreSQL binaries start a throwaway cluster in a temporary folder,
// listening on loopback only, stopped and deleted afterwards. Without the binaries the second
// pass is skipped, and this says so. Extra arguments go to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import {
  findPostgresBin,
  postgresUnavailable,
  startTemporaryPostgres,
} from '../../../tooling/postgres/temporary-postgres.mjs'

const args = process.argv.slice(2)
const vitest = (env) =>
  spawnSync(process.execPath, [join('node_modules', 'vitest', 'vitest.mjs'), 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1

function log(line) {
  console.log(`\n[platform test] ${line}\n`)
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
  const cluster = startTemporaryPostgres(bin, await freePort())
  try {
    return run(cluster.url)
  } finally {
    cluster.stop()
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
  const unavailable = postgresUnavailable(bin)
  if (unavailable) {
    log(`pass 2 of 2 SKIPPED: ${unavailable}`)
  } else {
    log(`pass 2 of 2: PostgreSQL (${bin}, throwaway cluster on loopback)`)
    postgres = await withTemporaryPostgres(bin, (url) => vitest({ PLATFORM_TEST_DATABASE_URL: url }))
  }
}
log(
  `done in ${Math.round((performance.now() - started) / 1000)} s: PGlite ${pglite === 0 ? 'passed' : 'FAILED'}, PostgreSQL ${postgres === 0 ? 'passed or skipped' : 'FAILED'}`,
)
process.exit(pglite || postgres)
