// What makes a subscriptions site a subscriptions site (issue 11): a car is quoted by the week with
// what the price includes, never sold at a purchase price with a deposit; a rental by the day.
import { dealerLeadBy, e2ePorts, fillContact } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const PLATFORM = `http://127.0.0.1:${e2ePorts('subscriptions').platform}`
const SITE = 'drive-subscriptions'

interface Listed {
  slug: string
  listing: { kind: string; weekly_price?: number; daily_rate?: number; minimum_term_months?: number }
}

async function listed(kind: string): Promise<Listed | undefined> {
  const { cars } = await (await fetch(`${PLATFORM}/v1/sites/${SITE}/cars?per_page=60`)).json()
  return (cars as Listed[]).find((car) => car.listing.kind === kind)
}

const dollars = (amount: number) => `$${new Intl.NumberFormat('en-AU').format(Math.round(amount))}`

test('the home page explains a subscription before any car', async ({ page }) => {
  await page.goto('/')
  const how = page.getByRole('region', { name: 'How a subscription works' })
  await expect(how.getByRole('listitem')).toHaveCount(4)
  await expect(how).toContainText('Includes registration, insurance and servicing')
  await expect(page.getByRole('contentinfo')).toContainText('includes registration, insurance and servicing')
})

test('a subscription car is quoted by the week with its terms, and cannot be reserved with a deposit', async ({
  page,
}) => {
  const car = await listed('subscription')
  expect(car).toBeDefined()
  await page.goto(`/cars/${car?.slug}`)
  const weekly = `${dollars(car?.listing.weekly_price ?? 0)} per week`
  await expect(page.getByRole('complementary', { name: 'Car summary' })).toContainText(weekly)
  const terms = page.getByRole('region', { name: 'Subscription terms' })
  await expect(terms).toContainText(`${car?.listing.minimum_term_months} months minimum`)
  await expect(terms).toContainText('Bond')
  await expect(page.getByText('Reserve Now')).toHaveCount(0)
  await expect(page.getByText(/p\.a\. comparison rate/)).toHaveCount(0)
  // The sidebar's chooser offers the way to take it up, and Continue goes there.
  await page.getByRole('radiogroup', { name: "I'd like to" }).getByText('Subscribe').click()
  await expect(page.getByRole('radio', { name: 'Subscribe' })).toBeChecked()
  await page
    .getByRole('complementary', { name: 'Car summary' })
    .getByRole('link', { name: 'Continue' })
    .click()
  await expect(page).toHaveURL(`/cars/${car?.slug}/subscribe`)
})

test('a rental car is quoted by the day with where to collect it', async ({ page }) => {
  const car = await listed('rental')
  expect(car).toBeDefined()
  await page.goto(`/cars/${car?.slug}`)
  await expect(page.getByRole('complementary', { name: 'Car summary' })).toContainText(
    `${dollars(car?.listing.daily_rate ?? 0)} per day`,
  )
  await expect(page.getByRole('region', { name: 'Rental rates' })).toContainText('Pick up from')
  await expect(page.getByRole('radio', { name: 'Book This Car' })).toBeVisible()
})

const actions = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Actions for this car' })

test('a shopper subscribes: the terms beside the form, a term from the car’s minimum, and the dealer has the application @mobile', async ({
  page,
}) => {
  const car = await listed('subscription')
  const minimum = car?.listing.minimum_term_months ?? 0
  await page.goto(`/cars/${car?.slug}`)
  await actions(page).getByRole('link', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(`/cars/${car?.slug}/subscribe`)
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Subscription terms' })).toContainText(
    `${minimum} ${minimum === 1 ? 'month' : 'months'} minimum`,
  )
  const email = `subscriber-${Date.now()}@example.com`
  await fillContact(page, 'NZ', email)
  await page.getByRole('button', { name: 'Continue' }).click()
  const term = page.getByRole('combobox', { name: /Term/ })
  // The shortest term on offer is the car's minimum.
  await expect(term.locator('option:not([value=""])').first()).toHaveAttribute('value', String(minimum))
  await term.selectOption('12')
  await page.getByLabel(/When would you like to collect the car/).fill('2027-01-11T10:00')
  await page.getByRole('combobox', { name: /Driver licence/ }).selectOption('Full')
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expect(page).toHaveURL(/\/success/)

  const application = await dealerLeadBy('subscriptions', SITE, email)
  expect(application).toMatchObject({
    category: 'Subscription Application',
    answers: {
      'Subscription Term': '12',
      'Subscription Start': '2027-01-11T10:00',
      'Driver Licence': 'Full',
    },
  })
})

test('a rental is booked without JavaScript: a return before the pick-up is refused, nothing typed is lost, then booked', async ({
  browser,
}) => {
  const car = await listed('rental')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto(`/cars/${car?.slug}`)
    await actions(page).getByRole('link', { name: 'Book This Car' }).click()
    await expect(page.getByRole('region', { name: 'Rental rates' })).toContainText('Pick up from')
    const email = `renter-${Date.now()}@example.com`
    await page.getByLabel(/Pick-up date and time/).fill('2027-02-08T09:00')
    await page.getByLabel(/Return date and time/).fill('2027-02-01T09:00')
    await fillContact(page, 'NZ', email)
    await page.getByRole('button', { name: 'Submit Form' }).click()
    await expect(page.getByText('The return must be after the pick-up')).toBeVisible()
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email)

    await page.getByLabel(/Return date and time/).fill('2027-02-15T09:00')
    await page.getByRole('button', { name: 'Submit Form' }).click()
    await expect(page).toHaveURL(/\/success\?category=Rental\+Booking/)
    const booking = await dealerLeadBy('subscriptions', SITE, email)
    expect(booking?.answers).toEqual(
      expect.objectContaining({ 'Pick-up': '2027-02-08T09:00', Return: '2027-02-15T09:00' }),
    )
  } finally {
    await context.close()
  }
})

test('a car that is not a subscription has no Subscribe page, and a rental no deposit checkout', async ({
  page,
}) => {
  const rental = await listed('rental')
  expect((await page.goto(`/cars/${rental?.slug}/subscribe`))?.status()).toBe(404)
  expect((await page.goto(`/cars/${rental?.slug}/checkout`))?.status()).toBe(404)
  const subscription = await listed('subscription')
  expect((await page.goto(`/cars/${subscription?.slug}/book`))?.status()).toBe(404)
})
