// A throwaway PostgreSQL cluster from Debian's binaries, on loopback, in a temporary folder: the
// platform's second test pass (apps/platform/scripts/test-both-databases.mjs) and the multi-process
// test (tooling/multi-process) both start theirs here.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The newest /usr/lib/postgresql/<version>/bin with initdb and pg_ctl, or null. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  for (const version of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
    const bin = join(root, version, 'bin')
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin
  }
  return null
}

/** Why no cluster can be started here, or null when one can. */
export function postgresUnavailable(bin) {
  if (!bin) return 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)'
  const root = process.getuid?.() === 0
  if (root && spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status !== 0) {
    return 'running as root and there is no `postgres` user for initdb to run as'
  }
  return null
}

/** Starts a cluster on `port`; answers its URL and a function that stops and deletes it. */
export function startTemporaryPostgres(bin, port) {
  const root = process.getuid?.() === 0
  // As root the cluster runs as `postgres`, who must reach its folder: a root-only TMPDIR (mode 700,
  // as mktemp -d makes) would stop initdb, so the world-traversable /tmp holds it then.
  const dir = mkdtempSync(join(root ? '/tmp' : tmpdir(), 'forecourt-pg-'))
  chmodSync(dir, 0o777)
  // initdb refuses to run as root: the cluster then belongs to `postgres`. It runs in its own folder
  // (`postgres` may not enter the caller's) and in C.UTF-8, which every glibc has: initdb stops on a
  // LANG whose locale the machine has not generated (de_DE.UTF-8 on a stock Debian image).
  const exec = (command, args) => {
    const [file, fileArgs] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
    execFileSync(file, fileArgs, { stdio: 'pipe', cwd: dir, env: { ...process.env, LC_ALL: 'C.UTF-8' } })
  }
  const data = join(dir, 'data')
  const stop = () => {
    try {
      exec(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } catch {
      // Never started, or already stopped.
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  try {
    exec(join(bin, 'initdb'), ['-D', data, '-U', 'app', '--auth=trust', '--no-sync', '--locale=C.UTF-8'])
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
    stop()
    throw error
  }
  return { url: `postgres://app@127.0.0.1:${port}/postgres`, version: bin.split('/').at(-2), stop }
}
