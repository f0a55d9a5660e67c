import {
  appServer,
  contact,
  e2ePorts,
  fillContact,
  platformServer,
  startServer,
  stopServer,
} from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'
import { dataDir } from '../playwright.config'

// Its own platform and app, so stopping this platform does not disturb the other specs.
const PLATFORM_PORT = e2ePorts('cars').platform + 2
const APP_PORT = e2ePorts('cars').app + 2
const platform = platformServer({
  port: PLATFORM_PORT,
  dataDir: dataDir('forms-failure'),
  appPorts: { cars: APP_PORT },
})
const app = appServer({ app: 'cars', port: APP_PORT, platformPort: PLATFORM_PORT })
// The site is refreshed after 300 ms here, so the submit below comes after the app's copy of it
// went stale: the last known site must still carry the page (issue 14 item 10).
app.env = { ...app.env, SITE_CACHE_MS: '300' }

test('a platform failure during submit keeps every typed value on screen and says it is not sent yet', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const platformProcess = await startServer(platform)
  const appProcess = await startServer(app)
  try {
    await page.goto(`http://coastal-motors.localhost:${APP_PORT}/contact`)
    await page.getByRole('combobox', { name: /Enquiry type/ }).selectOption('Parts Enquiry')
    const location = page.getByRole('combobox', { name: /Location/ })
    if (await location.count()) await location.selectOption({ index: 1 })
    await fillContact(page)
    await page.getByRole('textbox', { name: /Postcode/ }).fill(contact.postcode)
    await page.getByRole('textbox', { name: /Message/ }).fill('Do you stock genuine floor mats?')

    await stopServer(platformProcess)
    await page.waitForTimeout(600)
    await page.getByRole('button', { name: 'Submit Form' }).click()

    await expect(page.getByRole('alert')).toHaveText(
      'Your enquiry could not be sent yet: our system is not answering right now. Everything you typed is still here, so please try again in a minute.',
    )
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('combobox', { name: /Enquiry type/ })).toHaveValue('Parts Enquiry')
    await expect(page.getByRole('textbox', { name: /Full Name/ })).toHaveValue(contact.name)
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(contact.email)
    await expect(page.getByRole('textbox', { name: /Mobile Number/ })).toHaveValue(contact.phone)
    await expect(page.getByRole('textbox', { name: /Postcode/ })).toHaveValue(contact.postcode)
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Do you stock genuine floor mats?',
    )
  } finally {
    await stopServer(appProcess)
    await stopServer(platformProcess).catch(() => undefined)
  }
})
