// §2 Modals (issue 16 row 5): a vehicle page's enquiry, test drive and request photos, and a
// location's email-us, open as dialogs over the page once JavaScript runs, and stay links to their
// own pages without it. A dialog's form saves and sends exactly as its page does. On the RV demo
// site, against its seeded stock and locations.
import { enquiryEventId, OPT_IN_TEXT } from '@forecourt/domain'
import {
  availableCar,
  expectSuccessPage,
  fillContact,
  firedEvents,
  seriousAxeFindings,
} from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const SITE = 'open-road-rvs'

// The car page's actions, named in the family's words.
const actionsOf = (page: Page) => page.getByRole('list', { name: 'Actions for this RV' })

/** Opens a page and waits until its scripts have run: a click then reaches the page's handlers. */
const openHydrated = (page: Page, path: string) => page.goto(path, { waitUntil: 'networkidle' })

test('Enquire Now opens the enquiry over the car page; it checks, sends and reaches /success', async ({
  page,
}) => {
  const car = await availableCar(SITE, 'used')
  await openHydrated(page, `/cars/${car.slug}`)
  const link = actionsOf(page).getByRole('link', { name: 'Enquire Now' })
  await link.click()

  const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
  await expect(dialog.getByRole('checkbox', { name: OPT_IN_TEXT })).toBeChecked()
  // Still the car's page behind it, its address unchanged; one title, the dialog's.
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}$`))
  await expect(dialog.getByRole('heading')).toHaveCount(1)
  expect(await seriousAxeFindings(page)).toEqual([])

  await dialog.getByRole('button', { name: 'Enquire Now' }).click()
  await expect(dialog.getByText('*This is a required field.').first()).toBeVisible()

  // Escape closes it and gives focus back to the link; opening again starts the same form.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()

  await fillContact(page)
  await dialog.getByRole('textbox', { name: /Message/ }).fill('Is it still available this weekend?')
  await dialog.getByRole('button', { name: 'Enquire Now' }).click()
  await expectSuccessPage(page)
  await expect(page.getByRole('status')).toContainText('vehicle enquiry')
  expect(await firedEvents(page)).toContain(enquiryEventId(car.car_type))
})

test('Book a Test Drive and Request Photos open as dialogs too, the drive with its free times', async ({
  page,
}) => {
  const car = await availableCar(SITE)
  await openHydrated(page, `/cars/${car.slug}`)
  await actionsOf(page).getByRole('link', { name: 'Book a Test Drive' }).click()
  const drive = page.getByRole('dialog', { name: 'Book a Test Drive' })
  // The times the form's page would offer (issue 16 row 13): the first is the prompt, then times.
  await expect(drive.getByLabel('Test Drive Booking Date').locator('option').nth(1)).toBeAttached()
  await drive.getByRole('button', { name: 'Close' }).click()

  await actionsOf(page).getByRole('link', { name: 'Request Photos' }).click()
  const photos = page.getByRole('dialog', { name: 'Request Photos' })
  await fillContact(page)
  await photos
    .getByRole('textbox', { name: /Which photos|Message/ })
    .fill('The ensuite and the kitchen, please.')
  await photos.getByRole('button', { name: 'Submit Form' }).click()
  await expectSuccessPage(page)
})

test('a new-tab click and a page without JavaScript keep the form’s own page', async ({ browser, page }) => {
  const car = await availableCar(SITE)
  await openHydrated(page, `/cars/${car.slug}`)
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    actionsOf(page)
      .getByRole('link', { name: 'Enquire Now' })
      .click({ modifiers: ['ControlOrMeta'] }),
  ])
  await expect(tab).toHaveURL(new RegExp(`/cars/${car.slug}/enquire$`))
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto(new URL(`/cars/${car.slug}`, page.url()).toString())
  await actionsOf(noScript).getByRole('link', { name: 'Enquire Now' }).click()
  await expect(noScript).toHaveURL(new RegExp(`/cars/${car.slug}/enquire$`))
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('Enquire Now')
  await context.close()
})

test('Email Us on a location card opens that location’s form in a dialog', async ({ page }) => {
  await openHydrated(page, '/locations/open-road-rvs-service')
  const card = page.getByRole('main').getByRole('article', { name: 'Open Road RVs - Service' })
  await card.getByRole('link', { name: 'Email Us' }).click()
  const dialog = page.getByRole('dialog', { name: 'Email Us' })
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toBeVisible()
  await expect(page).toHaveURL(/\/locations\/open-road-rvs-service$/)
  // The lead goes to the location whose card was used, not the first of the dealership's name.
  await expect(dialog.locator('input[name="location"]')).toHaveValue('Open Road RVs - Service')
  expect(await seriousAxeFindings(page)).toEqual([])
})
