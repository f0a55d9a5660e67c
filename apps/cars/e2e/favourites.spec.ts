// Saved cars' pages of a car dealer (§2, §4): a site's own favourites path, and the print page,
// which stands alone, prints or saves as PDF where the site prints to PDF, and answers 404 for an
// unknown car. Saving, the strip, /favourites and /compare: trucks' favourites.spec.ts.
import { formatPrice } from '@forecourt/domain'
import { carsOf, siteUrl } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const SITE = 'coastal-motors'

test("a site's own favourites path serves the saved cars page", async ({ page }) => {
  await page.goto(siteUrl('southern-cross-motor-group', '/mybigboxcars'))
  await expect(page.getByRole('heading', { level: 1, name: 'Saved cars' })).toBeVisible()
})

test('the print page stands alone with a Print button, Save as PDF where the site prints to PDF, 404 for an unknown car', async ({
  page,
}) => {
  const [car] = (await carsOf(SITE, 1, 1)).cars
  if (!car) throw new Error('no cars seeded')
  const response = await page.goto(`/print?car_id=${car.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: car.name })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByText(formatPrice(car.price, 'AUD'), { exact: true })).toBeVisible()
  // §4, issue 16: the dealer's number stays masked here too, until the shopper asks for it.
  await expect(page.getByRole('button', { name: /Show number/ })).toBeVisible()
  await expect(page.locator('main')).not.toContainText(car.location.phone)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', '')
  })
  await page.getByRole('button', { name: 'Print', exact: true }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', '')

  const [nissanCar] = (await carsOf('harbour-nissan', 1, 1)).cars
  if (!nissanCar) throw new Error('no cars seeded')
  await page.goto(siteUrl('harbour-nissan', `/print?car_id=${nissanCar.slug}`))
  await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeVisible()

  const missing = await page.goto('/print?car_id=no-such-car-123')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Car not found' })).toBeVisible()
})
