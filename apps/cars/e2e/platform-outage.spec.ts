import { appServer, e2ePorts, platformServer, startServer, stopServer } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'
import { dataDir } from '../playwright.config'

// Its own platform and app, so stopping this platform does not disturb the other specs.
const PLATFORM_PORT = e2ePorts('cars').platform + 1
const APP_PORT = e2ePorts('cars').app + 1
const platform = platformServer({
  port: PLATFORM_PORT,
  dataDir: dataDir('outage'),
  appPorts: { cars: APP_PORT },
})
const app = appServer({ app: 'cars', port: APP_PORT, platformPort: PLATFORM_PORT })
const home = `http://coastal-motors.localhost:${APP_PORT}/`

test('while the platform is down the app serves what it has and a friendly 503 for the rest, then recovers', async ({
  page,
}) => {
  test.setTimeout(120_000)
  let platformProcess = await startServer(platform)
  const appProcess = await startServer(app)
  try {
    expect((await page.goto(home))?.status()).toBe(200)

    await stopServer(platformProcess)
    // A page the app has already rendered is served from memory (issue 18: a stale answer while
    // the platform is down); one it has never rendered cannot be, and says so kindly.
    const remembered = await page.goto(home)
    expect(remembered?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Coastal Motors' })).toBeVisible()
    const down = await page.goto(`${home}cars/2099-never-rendered-x1`)
    expect(down?.status()).toBe(503)
    await expect(page.getByRole('heading', { level: 1, name: 'We’ll be right back' })).toBeVisible()
    await expect(page.locator('body')).not.toContainText(/Error:|at .*\.js:\d+/)

    // Same data folder: the restarted platform reopens the database instead of seeding again.
    platformProcess = await startServer({ ...platform, env: { ...platform.env } })
    const back = await page.goto(home)
    expect(back?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Coastal Motors' })).toBeVisible()
  } finally {
    await stopServer(appProcess)
    await stopServer(platformProcess)
  }
})
