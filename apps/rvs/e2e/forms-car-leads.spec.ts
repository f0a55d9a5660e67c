import { enquiryEventId, familyProfileOf, OPT_IN_TEXT, testDriveEventId } from '@forecourt/domain'
import {
  availableCar,
  escapeRegExp,
  expectSuccessPage,
  fillContact,
  firedEvents,
  PLATFORM_MESSAGE,
} from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

// A vehicle page's lead forms, each on a page of its own (/cars/{slug}/enquire, /test-drive,
// /question, /photos, /similar and /cars/trade-in): the shopper fills it, reaches /success and the
// form's event fires. The vehicle page opens them in a dialog once it runs
// (lead-form-dialogs.spec.ts); their own page is where a link without JavaScript or a new tab
// lands. On the RV demo site, against its seeded stock.

const SITE = 'open-road-rvs'
/** 'RVs': the trade-in note speaks of the family's vehicles. */
const { plural } = familyProfileOf('rvs').vocabulary

test('the enquiry page reaches /success and fires the enquiry event', async ({ page }) => {
  const car = await availableCar(SITE, 'used')
  await page.goto(`/cars/${car.slug}/enquire`)
  // The form is what the page is about: its title is the page's one h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquire Now')
  await expect(page.getByRole('checkbox', { name: OPT_IN_TEXT })).toBeChecked()
  // The form's own link; the footer has a 'Privacy Policy' column link too.
  await expect(page.getByRole('main').getByRole('link', { name: 'privacy policy' })).toBeVisible()

  await page.getByRole('button', { name: 'Enquire Now' }).click()
  await expect(page.getByText('*This is a required field.').first()).toBeVisible()

  await fillContact(page)
  await page.getByRole('textbox', { name: /Message/ }).fill('Is it still available this weekend?')
  await page.getByRole('button', { name: 'Enquire Now' }).click()
  await expectSuccessPage(page)
  await expect(page.getByRole('status')).toContainText('vehicle enquiry')
  expect(await firedEvents(page)).toContain(enquiryEventId(car.car_type))
})

test('Book a Test Drive with its optional date reaches /success with the test-drive event', async ({
  page,
}) => {
  const car = await availableCar(SITE, 'used')
  await page.goto(`/cars/${car.slug}/test-drive`)
  await fillContact(page)
  // One of the location's free times (issue 16 row 13): the first offered.
  await page.getByLabel('Test Drive Booking Date').selectOption({ index: 1 })
  await page.getByRole('textbox', { name: /Message/ }).fill('Saturday morning suits me.')
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expectSuccessPage(page)
  expect(await firedEvents(page)).toContain(testDriveEventId(car.car_type, false))
})

for (const [segment, heading, message] of [
  ['question', 'Got a Question?', 'Has the hot water system been serviced?'],
  ['photos', 'Request Photos', 'The ensuite and the kitchen, please.'],
  ['similar', 'Find Me Something Similar', null],
] as const) {
  test(`${heading} is sent as a lead`, async ({ page }) => {
    const car = await availableCar(SITE)
    await page.goto(`/cars/${car.slug}/${segment}`)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await fillContact(page)
    const box = page.getByRole('textbox', { name: /Your question|Which photos|Message/ })
    if (message) await box.fill(message)
    else await expect(box).toHaveValue(new RegExp(escapeRegExp(car.name)))
    await page.getByRole('button', { name: 'Submit Form' }).click()
    await expectSuccessPage(page)
  })
}

test('Trade-In Valuation shows the FAQ and the 7-year / 100,000 km note, then saves both steps', async ({
  page,
}) => {
  const car = await availableCar(SITE)
  await page.goto(`/cars/trade-in?car_id=${car.id}`)
  await expect(page.getByText(`for ${plural} over 7 years old or over 100,000 km`).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Trade-in questions' }).locator('summary')).toHaveCount(5)
  // The shopper's motorhome, traded against the RV.
  await page.getByRole('textbox', { name: /^Make/ }).fill('Winnebago')
  await page.getByRole('textbox', { name: /^Model/ }).fill('Esperance')
  await page.getByRole('textbox', { name: /^Year/ }).fill('2019')
  await page.getByRole('textbox', { name: /^Kilometres/ }).fill('85000')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Step 2 of 2')).toBeVisible()
  await fillContact(page)
  await page.getByRole('textbox', { name: /Message/ }).fill(PLATFORM_MESSAGE)
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expectSuccessPage(page)
})
