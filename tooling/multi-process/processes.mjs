// The processes under test: built platform processes on one PostgreSQL and built apps/cars servers,
// each started from its production build as `npm start` runs it, its output kept in a log file
// (printed when a check fails) rather than interleaved with the figures.
import { spawn } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { appServer, repoRoot, serviceToken } from '../e2e/servers.js'

/** A port the OS says is free now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** One secret for every platform process: a session cookie signed by one is read by another. */
const SESSION_SECRET = `multi-process-${serviceToken()}`

/** Command and environment of a platform process on `databaseUrl`. */
export function platformProcess({ name, port, databaseUrl, seed, appPort, seedCars }) {
  return {
    name,
    command: process.execPath,
    args: [path.join(repoRoot, 'apps/platform/dist/server.js')],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PLATFORM_SERVICE_TOKEN: serviceToken(),
      PLATFORM_SESSION_SECRET: SESSION_SECRET,
      PLATFORM_EXPOSE_SIGN_IN_CODES: '1',
      // The first process migrates and seeds; the others wait for its migrations, as in a deploy.
      ...(seed ? { PLATFORM_AUTO_SEED: '1', PLATFORM_SEED_CARS: String(seedCars) } : {}),
      // The burst of leads comes from one address; the sign-in limit is the one under test.
      PLATFORM_LEAD_RATE_LIMIT: '100000',
      CARS_PORT: String(appPort),
    },
    url: `http://127.0.0.1:${port}/health/ready`,
    base: `http://127.0.0.1:${port}`,
  }
}

/** Command and environment of an apps/cars server reading from the platform on `platformPort`. */
export function appProcess({ name, port, platformPort }) {
  return { name, ...appServer({ app: 'cars', port, platformPort }), base: `http://127.0.0.1:${port}` }
}

/** Every process started, ready or not, so a failed run still stops them all. */
export const spawned = []

/** Starts `server`, its output to `logDir/<name>.log`, and waits until its URL answers short of 5xx. */
export async function start(server, logDir, { timeoutMs = 180_000 } = {}) {
  const log = path.join(logDir, `${server.name}.log`)
  const out = openSync(log, 'a')
  const child = spawn(server.command, server.args, {
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', out, out],
  })
  const running = { ...server, child, log }
  spawned.push(running)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${server.name} exited with ${child.exitCode}:\n${tail(log)}`)
    const answered = await fetch(server.url, { signal: AbortSignal.timeout(2000) }).catch(() => null)
    if (answered && answered.status < 500) return running
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`${server.name} did not answer ${server.url} within ${timeoutMs} ms:\n${tail(log)}`)
}

/** Stops a process with `signal` and waits for it to exit. */
export function stop(running, signal = 'SIGTERM') {
  const { child } = running
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}

/** The last lines of a log file. */
export function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}
