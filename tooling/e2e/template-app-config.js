// One Playwright configuration for every template app: the platform over a fresh embedded
// database and the app's production build, Debian's Chromium at a desktop and a mobile size.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { copySeededPlatform } from './seeded-platform.js'
import { appServer, asWebServer, chromiumLaunchOptions, platformServer } from './servers.js'
import { addedAppE2EPorts, templateAppManifest } from './template-app-manifest.js'

/** End-to-end ports per app, apart from `npm start`'s (4000/300x) so tests run beside a demo. */
export const E2E_PORTS = {
  cars: { app: 3100, platform: 4100 },
  trucks: { app: 3110, platform: 4110 },
  motorcycles: { app: 3120, platform: 4120 },
  rvs: { app: 3130, platform: 4130 },
  subscriptions: { app: 3140, platform: 4140 },
}

/**
 * Ports of `app`'s end-to-end run — a family's from E2E_PORTS, an added app's derived from the port
 * in its package.json (template-app-manifest.js); E2E_APP_PORT and E2E_PLATFORM_PORT override them.
 */
export function e2ePorts(app) {
  const ports = E2E_PORTS[app] ?? addedAppPorts(app)
  return {
    app: Number(process.env.E2E_APP_PORT ?? ports.app),
    platform: Number(process.env.E2E_PLATFORM_PORT ?? ports.platform),
  }
}

function addedAppPorts(app) {
  const manifest = templateAppManifest(app)
  if (!manifest) throw new Error(`apps/${app} is neither a family's app nor has a "forecourt" port`)
  return addedAppE2EPorts(manifest.port)
}

/**
 * A fresh platform database folder per run, a copy of the seeded demo world (seeded-platform.js).
 * The config is evaluated by the runner and again by each worker; the run id set by the runner is
 * inherited by its workers, so all agree on the folder, and only the first copies into it.
 * E2E_DATA_DIR puts the run's folders elsewhere and leaves the app's .data alone, so two runs
 * (with their own E2E_APP_PORT and E2E_PLATFORM_PORT) can go side by side.
 */
export function e2eDataDir(appDirectory, name) {
  const root = process.env.E2E_DATA_DIR ?? path.join(appDirectory, '.data')
  if (!process.env.FORECOURT_E2E_RUN) {
    process.env.FORECOURT_E2E_RUN = String(Date.now())
    rmSync(root, { recursive: true, force: true })
  }
  const dataDir = path.join(root, `${name}-${process.env.FORECOURT_E2E_RUN}`)
  copySeededPlatform(dataDir)
  return dataDir
}

/** Playwright `defineConfig` input for a template app's e2e folder. */
export function templateAppE2EConfig({ app, appDirectory, site, devices }) {
  const ports = e2ePorts(app)
  const template = templateAppManifest(app)?.template ?? app
  // The shared suite and a family's specs find the servers by the family's name; these variables,
  // set by the runner and inherited by its workers, send them to this run's servers instead when
  // the app is an added one of that family.
  process.env.E2E_APP_PORT = String(ports.app)
  process.env.E2E_PLATFORM_PORT = String(ports.platform)
  return {
    testDir: 'e2e',
    fullyParallel: false,
    workers: 1,
    forbidOnly: Boolean(process.env.CI),
    // One retry on CI, where a slow moment on a 2-core box can outlast an expect timeout; a retried
    // pass is reported as flaky in the log, and a test that fails twice still fails the run.
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    // On CI three apps' e2e lanes share two cores: long journeys measured at 15 s alone took 25–30 s
    // there, so the per-test budget doubles rather than failing on the machine's load.
    timeout: process.env.CI ? 60_000 : 30_000,
    use: {
      baseURL: `http://${site}.localhost:${ports.app}`,
      launchOptions: chromiumLaunchOptions,
      trace: 'off',
    },
    projects: [
      { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
      {
        name: 'mobile',
        use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions },
        grep: /@mobile/,
      },
    ],
    webServer: [
      asWebServer(
        platformServer({
          port: ports.platform,
          dataDir: e2eDataDir(appDirectory, 'platform'),
          appPorts: { [template]: ports.app },
        }),
      ),
      // The page cache and the read cache off: specs read a page right after changing its data
      // (the caches have their own spec, apps/cars/e2e/page-cache.spec.ts).
      asWebServer(
        appServer({
          app,
          port: ports.app,
          platformPort: ports.platform,
          env: { PAGE_CACHE_FRESH_MS: '0', PLATFORM_READ_CACHE_MS: '0' },
        }),
      ),
    ],
  }
}
