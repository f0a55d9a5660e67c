// Reserve online (§2 /cars/{slug}/checkout or /buy-online) among car dealers: only the site's own
// checkout path answers, and a site without checkout has none; a hosted-page processor (Till) and a
// Stripe dealer whose Stripe cannot load say so plainly. Stripe cannot be reached from the test
// machine: its branch is unit-tested with a mocked @stripe/stripe-js in packages/storefront. Paying
// with the local test processor: motorcycles' checkout.spec.ts.
import { type Car, canReserve } from '@forecourt/domain'
import { carWhere, siteUrl } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const SITE = 'coastal-motors'

const reservable = (car: Car) => canReserve(car, { checkoutEnabled: true })

test('only the site’s own checkout path answers; a site without checkout has none', async ({ page }) => {
  const car = await carWhere(SITE, reservable)
  const other = await page.goto(`/cars/${car.slug}/buy-online`)
  expect(other?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()

  const buyOnlineSite = 'southern-cross-motor-group'
  const groupCar = await carWhere(buyOnlineSite, reservable)
  const checkout = await page.goto(siteUrl(buyOnlineSite, `/cars/${groupCar.slug}/checkout`))
  expect(checkout?.status()).toBe(404)

  const noCheckoutSite = 'kiwi-auto-hub'
  const kiwiCar = await carWhere(noCheckoutSite, (candidate) => !candidate.sold)
  const none = await page.goto(siteUrl(noCheckoutSite, `/cars/${kiwiCar.slug}/checkout`))
  expect(none?.status()).toBe(404)
})

test('a hosted-page processor (Till) explains the deposit is paid on its own page', async ({ page }) => {
  const site = 'harbour-nissan'
  const car = await carWhere(site, reservable)
  await page.goto(siteUrl(site, `/cars/${car.slug}/checkout`))
  await expect(page.getByText('The deposit is paid on the Till Payments secure page')).toBeVisible()
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0)
  // The number to call stays masked until asked for, and the reveal is recorded like the car page's.
  await expect(page.locator('main')).not.toContainText(car.location.phone)
  const reveal = page.waitForRequest((request) => request.url().endsWith('/api/phone-reveal'))
  await page.getByRole('button', { name: /Show number/ }).click()
  await reveal
  await expect(page.locator(`main a[href="tel:${car.location.phone.replace(/[\s()+]/g, '')}"]`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Enquire Now' }).last()).toHaveAttribute(
    'href',
    `/cars/${car.slug}/enquire`,
  )
})

test('a Stripe dealer’s /buy-online shows the car and its deposit, and says plainly when card payments cannot go ahead', async ({
  page,
}) => {
  // Stripe is out of reach here: Stripe.js cannot load (and the platform, asked only at Pay, has no
  // Stripe key); the shopper reads a message, never a stack trace, and there is nothing to pay with.
  const site = 'southern-cross-motor-group'
  const car = await carWhere(site, reservable)
  const response = await page.goto(siteUrl(site, `/cars/${car.slug}/buy-online`))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reserve ${car.name}`)
  await expect(
    page.getByRole('region', { name: car.name }).getByText('$1,000', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: /right now|could not be loaded/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay $1,000 deposit' })).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText(/Error:|\bat .*\.js:\d+/)
})
