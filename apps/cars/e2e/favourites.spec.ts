// Saved cars (§2, §4, §5): favourites saved on the search page live in this browser under the
// site's key, show in the strip for 5 s, on /favourites and side by side on /compare, and go again
// with their remove buttons. The print page stands alone and answers 404 for an unknown car.
import type { Car } from '@forecourt/domain'
import { favouritesStorageKey, formatPrice } from '@forecourt/domain'
import { carsOf, firedEvents, platformUrl, siteUrl } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const PLATFORM = platformUrl()

const SITE = 'coastal-motors'

async function carBySlug(site: string, slug: string): Promise<Car> {
  const response = await fetch(`${PLATFORM}/v1/sites/${site}/cars/${slug}`)
  if (!response.ok) throw new Error(`platform answered ${response.status}`)
  return ((await response.json()) as { car: Car }).car
}

const storedIds = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { id: number }[]).map((entry) => entry.id),
    favouritesStorageKey(SITE),
  )

test('save two cars from the search page, see them in the strip, on /favourites and compared, then remove them', async ({
  page,
}) => {
  await page.goto('/search/new-used-and-demo-cars/')
  await page.waitForLoadState('networkidle')
  const hearts = page.getByRole('main').getByRole('button', { name: /^Favourite / })
  const nameOf = async (index: number) =>
    ((await hearts.nth(index).getAttribute('aria-label')) ?? '').replace(/^Favourite /, '')
  const [first, second] = [await nameOf(0), await nameOf(1)]
  const strip = page.getByRole('region', { name: 'Saved cars' })
  await expect(strip).toHaveCount(0)

  await hearts.nth(0).click()
  await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true')
  await expect(strip.getByRole('link', { name: first })).toBeVisible()
  await hearts.nth(1).click()
  // Most recent first, both in the three slots, and Compare Cars without a '+N' badge.
  await expect(strip.getByRole('listitem').getByRole('link')).toHaveText([second, first])
  await expect(strip.getByRole('link', { name: 'Compare Cars' })).toHaveAttribute('href', '/compare')
  expect((await firedEvents(page)).filter((id) => id === 39)).toHaveLength(2)
  // The banner's favourites control counts them once the store exists.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Favourites/ })).toHaveText(
    /Favourites\s*2$/,
  )
  // §4/§9: the strip hides 5 s after the last change.
  await expect(strip).toHaveCount(0, { timeout: 8000 })

  await page.goto('/favourites')
  await expect(page).toHaveTitle(/^Saved cars \|/)
  await expect(page.getByRole('heading', { level: 1, name: 'Saved cars' })).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([first, second])

  await page.getByRole('main').getByRole('link', { name: 'Compare Cars' }).click()
  await expect(page).toHaveURL(/\/compare$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible()
  const table = page.getByRole('region', { name: 'Comparing 2 cars' })
  await expect(table.getByRole('columnheader')).toHaveText([
    new RegExp(`^${first}`),
    new RegExp(`^${second}`),
  ])
  // The price row holds each car's price as the platform has it.
  const slugs = await table
    .getByRole('columnheader')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').replace('/cars/', '')))
  const prices = await Promise.all(
    slugs.map(async (slug) => formatPrice((await carBySlug(SITE, slug)).price, 'AUD')),
  )
  await expect(table.getByRole('row', { name: /^Price/ }).getByRole('cell')).toHaveText(prices)

  await table.getByRole('button', { name: `Remove ${first}` }).click()
  await expect(page.getByRole('region', { name: 'Comparing 1 car' }).getByRole('columnheader')).toHaveText([
    new RegExp(`^${second}`),
  ])

  await page.goto('/favourites')
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([second])
  await page.getByRole('button', { name: `Remove ${second}` }).click()
  await expect(page.getByText('No Saved Cars')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/search/new-used-and-demo-cars/',
  )
  expect(await storedIds(page)).toEqual([])
})

test('cars the platform no longer has are dropped from storage on /favourites', async ({ page }) => {
  const [car] = (await carsOf(SITE, 1, 1)).cars
  if (!car) throw new Error('no cars seeded')
  await page.goto('/favourites')
  await expect(page.getByText('No Saved Cars')).toBeVisible()
  await page.evaluate(({ key, entries }) => localStorage.setItem(key, JSON.stringify(entries)), {
    key: favouritesStorageKey(SITE),
    entries: [
      { id: 2_000_000_000, slug: 'gone', name: 'A sold and deleted car', imageUrl: null },
      { id: car.id, slug: car.slug, name: car.name, imageUrl: null },
    ],
  })
  await page.reload()
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
    car.name,
  ])
  expect(await storedIds(page)).toEqual([car.id])
})

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
