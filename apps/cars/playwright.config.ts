import { rmSync } from 'node:fs'
import path from 'node:path'
import { appServer, asWebServer, chromiumLaunchOptions, platformServer } from '@forecourt/e2e-config'
import { defineConfig, devices } from '@playwright/test'

// Ports apart from `npm start`'s (4000/3000) so tests run beside a running demo.
export const PLATFORM_PORT = 4100
export const APP_PORT = 3100

// This file is evaluated by the runner and again by each worker; the run id set by the runner is
// inherited by its workers, so every process agrees on one fresh database folder per run.
if (!process.env.FORECOURT_E2E_RUN) {
  process.env.FORECOURT_E2E_RUN = String(Date.now())
  rmSync('.data', { recursive: true, force: true })
}
export const dataDir = (name: string) => path.resolve(`.data/${name}-${process.env.FORECOURT_E2E_RUN}`)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://coastal-motors.localhost:${APP_PORT}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions }, grep: /@mobile/ },
  ],
  webServer: [
    asWebServer(
      platformServer({
        port: PLATFORM_PORT,
        dataDir: dataDir('platform'),
        appPorts: { cars: APP_PORT },
      }),
    ),
    asWebServer(appServer({ app: 'cars', port: APP_PORT, platformPort: PLATFORM_PORT })),
  ],
})
