// Shared end-to-end settings. Browsers come from Debian (never a test tool's download), and the
// servers under test are the production builds, started exactly as `npm start` starts them.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const headlessShell = '/usr/bin/chromium-headless-shell'

/**
 * Launch options for Debian's Chromium on these machines (flags from notes/toolchain.md). Its
 * headless shell when installed (`npm test` installs it): the same Blink as /usr/bin/chromium
 * without the full browser's compositor, it halves the browser's CPU per test (188 → 94 CPU-seconds
 * for the trucks suite), and two e2e lanes on two cores are bound by that CPU. CHROMIUM_PATH names
 * another browser.
 */
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

/**
 * The credential the apps' servers call the platform's /v1 with (PLATFORM_SERVICE_TOKEN): the one
 * configured, or one made up for this run and kept in the environment, so the servers started here,
 * a test runner's workers (which inherit it) and direct calls of the specs all agree.
 */
export function serviceToken() {
  process.env.PLATFORM_SERVICE_TOKEN ||= randomBytes(24).toString('hex')
  return process.env.PLATFORM_SERVICE_TOKEN
}

/** Headers of a direct call to the platform that needs the service credential (a spec's set-up). */
export function serviceHeaders(headers = {}) {
  return { authorization: `Bearer ${serviceToken()}`, ...headers }
}

/**
 * Command and environment that start the platform on `port` over the embedded database in
 * `dataDir`, migrated and seeded on start when empty.
 */
export function platformServer({ port, dataDir, appPorts = {}, smtpUrl }) {
  return {
    command: process.execPath,
    args: [path.join(repoRoot, 'apps/platform/dist/server.js')],
    env: {
      PORT: String(port),
      PGLITE_DATA_DIR: dataDir,
      PLATFORM_AUTO_SEED: '1',
      PLATFORM_SERVICE_TOKEN: serviceToken(),
      // The sign-in specs read the code the logging sender "sent" (never set outside test runs).
      PLATFORM_EXPOSE_SIGN_IN_CODES: '1',
      // Every spec's shopper signs in from one address; the code limits are the platform's own tests'.
      PLATFORM_SIGN_IN_RATE_LIMIT: '1000',
      // With a mail catcher: leads and sign-in codes (as SMS) go to it, retried every few seconds.
      ...(smtpUrl ? { SMTP_URL: smtpUrl, SMS_PROVIDER: 'catcher', LEAD_DELIVERY_BACKOFF_MS: '5000' } : {}),
      ...Object.fromEntries(
        Object.entries(appPorts).map(([name, value]) => [`${name.toUpperCase()}_PORT`, String(value)]),
      ),
    },
    // Ready, not merely listening: the platform answers health checks while it migrates and indexes.
    url: `http://127.0.0.1:${port}/health/ready`,
  }
}

/**
 * Command and environment that serve a template app's production build on `port`, from the app's
 * folder.
 */
export function appServer({ app, port, platformPort, env = {} }) {
  const appDirectory = path.join(repoRoot, `apps/${app}`)
  return {
    command: process.execPath,
    // The kit's server (forecourt-serve), as `npm start` runs it in production.
    args: [
      path.join(appDirectory, 'node_modules/@forecourt/storefront/dist/node/serve-cli.js'),
      path.join(appDirectory, 'build/server/index.js'),
    ],
    cwd: appDirectory,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
      PLATFORM_SERVICE_TOKEN: serviceToken(),
      ...env,
    },
    url: `http://127.0.0.1:${port}/`,
  }
}

/**
 * MailDev (npm), the demo's mail catcher: SMTP on `smtpPort`, its web UI and REST API
 * (`/api/email`, `/api/email/:id/attachment/:filename`) on `webPort`, both on loopback only.
 */
export function mailCatcherServer({ webPort = 1080, smtpPort = 1025 } = {}) {
  return {
    command: process.execPath,
    args: [
      path.join(repoRoot, 'tooling/e2e/node_modules/maildev/dist/bin/maildev.js'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--max-emails',
      '500',
    ],
    env: {},
    url: `http://127.0.0.1:${webPort}/api/healthz`,
    webUrl: `http://127.0.0.1:${webPort}`,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}?tls=off`,
  }
}

/** As a Playwright `webServer` entry. */
export function asWebServer(server, { timeout = 120_000 } = {}) {
  const quote = (value) => `'${value.replaceAll("'", "'\\''")}'`
  return {
    command: [server.command, ...server.args].map(quote).join(' '),
    cwd: server.cwd,
    env: server.env,
    url: server.url,
    timeout,
    reuseExistingServer: false,
    // Access logs drown the test report (and CI keeps only the tail of it); errors still show.
    // E2E_SERVER_LOGS=1 brings every request line back when a run needs them.
    stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
    stderr: 'pipe',
  }
}

/** Starts a server as a child process and waits until its URL answers (any HTTP status). */
export async function startServer(server, { timeoutMs = 120_000 } = {}) {
  const child = spawn(server.command, server.args, {
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', process.env.E2E_SERVER_LOGS ? 'inherit' : 'ignore', 'inherit'],
  })
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${server.args.join(' ')} exited with ${child.exitCode}`)
    // Started once its address answers, short of a server error: a platform still starting answers 503.
    const answered = await fetch(server.url, { signal: AbortSignal.timeout(2000) }).catch(() => null)
    if (answered && answered.status < 500) return child
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`${server.url} did not answer within ${timeoutMs} ms`)
}

/** Stops a child server and waits for it to exit. */
export function stopServer(child, signal = 'SIGTERM') {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}
