// The built platform as a real child process, for tests that kill it (lead-delivery-restart).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { openDatabase } from '../db/open-database.js'
import { openTestDatabase, type TestDatabase } from '../db/open-test-database.js'
import { packageRoot } from '../package-paths.js'

export interface PlatformProcessWorld {
  port: number
  /** Where the platform's database is, for the test to open it after the process is gone. */
  database: { databaseUrl: string } | { dataDir: string }
  start(env?: Record<string, string>): Promise<ChildProcess>
  close(): Promise<void>
}

/** Bundles src/server.ts beside the package and prepares a copy of the seeded test database. */
export async function preparePlatformProcess(): Promise<PlatformProcessWorld> {
  mkdirSync(join(packageRoot, '.data'), { recursive: true })
  const buildDir = mkdtempSync(join(packageRoot, '.data', 'process-build-'))
  execFileSync(
    join(packageRoot, 'node_modules', '.bin', 'tsup'),
    [
      'src/server.ts',
      '--no-config',
      '--format',
      'esm',
      '--platform',
      'node',
      '--target',
      'node24',
      '--out-dir',
      buildDir,
    ],
    { cwd: packageRoot, stdio: 'pipe' },
  )
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-process-'))
  const templates = inject('testDatabaseTemplates')
  let postgresCopy: TestDatabase | null = null
  if (templates.kind === 'postgres') {
    postgresCopy = await openTestDatabase('seeded')
  } else {
    const prepared = await openDatabase({
      dataDir,
      loadDataDir: new Blob([readFileSync(templates.files.seeded)]),
    })
    await prepared.close()
  }
  const port = await freePort()
  const postgresUrl = postgresCopy?.url ?? null
  return {
    port,
    database: postgresUrl ? { databaseUrl: postgresUrl } : { dataDir },
    start: (env = {}) =>
      startProcess(join(buildDir, 'server.js'), {
        PORT: String(port),
        HOST: '127.0.0.1',
        PLATFORM_AUTO_SEED: '1',
        PGLITE_DATA_DIR: dataDir,
        DATABASE_URL: postgresUrl ?? '',
        ...env,
      }),
    close: async () => {
      await postgresCopy?.close()
      rmSync(buildDir, { recursive: true, force: true })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function startProcess(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], {
    cwd: packageRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform did not start:\n${output}`)), 90_000)
    const listen = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('platform listening')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', listen)
    child.stderr?.on('data', listen)
    child.on('exit', (code) => reject(new Error(`platform exited with ${code}:\n${output}`)))
  })
  return child
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}
