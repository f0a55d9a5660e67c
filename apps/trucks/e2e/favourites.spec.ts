// Saved trucks (§2, §4, §5) on the trucks demo site: favourites saved on the search page live in
// this browser under the site's key, show in the strip for 5 s, on /favourites and side by side on
// /compare, and go again with their remove buttons — every heading and link in the family's words.
import type { Car } from '@forecourt/domain'
import { familyProfileOf, favouritesStorageKey, formatPrice } from '@forecourt/domain'
import { carsOf, firedEvents, platformUrl } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const PLATFORM = platformUrl()

const SITE = 'big-rig-trucks'
const LISTING = '/search/new-used-and-demo-trucks/'
const words = familyProfileOf('trucks').vocabulary

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

test('save two trucks from the search page, see them in the strip, on /favourites and compared, then remove them', async ({
  page,
}) => {
  await page.goto(LISTING)
  await page.waitForLoadState('networkidle')
  const hearts = page.getByRole('main').getByRole('button', { name: /^Favourite / })
  const nameOf = async (index: number) =>
    ((await hearts.nth(index).getAttribute('aria-label')) ?? '').replace(/^Favourite /, '')
  const [first, second] = [await nameOf(0), await nameOf(1)]
  const strip = page.getByRole('region', { name: words.savedHeading })
  await expect(strip).toHaveCount(0)

  await hearts.nth(0).click()
  await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true')
  await expect(strip.getByRole('link', { name: first })).toBeVisible()
  await hearts.nth(1).click()
  // Most recent first, both in the three slots, and Compare Trucks without a '+N' badge.
  await expect(strip.getByRole('listitem').getByRole('link')).toHaveText([second, first])
  await expect(strip.getByRole('link', { name: words.compareLink })).toHaveAttribute('href', '/compare')
  expect((await firedEvents(page)).filter((id) => id === 39)).toHaveLength(2)
  // The banner's favourites control counts them once the store exists.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Favourites/ })).toHaveText(
    /Favourites\s*2$/,
  )
  // §4/§9: the strip hides 5 s after the last change.
  await expect(strip).toHaveCount(0, { timeout: 8000 })

  await page.goto('/favourites')
  await expect(page).toHaveTitle(new RegExp(`^${words.savedHeading} \\|`))
  await expect(page.getByRole('heading', { level: 1, name: words.savedHeading })).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([first, second])

  await page.getByRole('main').getByRole('link', { name: words.compareLink }).click()
  await expect(page).toHaveURL(/\/compare$/)
  await expect(page.getByRole('heading', { level: 1, name: words.compareHeading })).toBeVisible()
  const table = page.getByRole('region', { name: `Comparing 2 ${words.plural}` })
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
  await expect(
    page.getByRole('region', { name: `Comparing 1 ${words.singular}` }).getByRole('columnheader'),
  ).toHaveText([new RegExp(`^${second}`)])

  await page.goto('/favourites')
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([second])
  await page.getByRole('button', { name: `Remove ${second}` }).click()
  await expect(page.getByText(words.noSaved)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', LISTING)
  expect(await storedIds(page)).toEqual([])
})

test('trucks the platform no longer has are dropped from storage on /favourites', async ({ page }) => {
  const [car] = (await carsOf(SITE, 1, 1)).cars
  if (!car) throw new Error('no cars seeded')
  await page.goto('/favourites')
  await expect(page.getByText(words.noSaved)).toBeVisible()
  await page.evaluate(({ key, entries }) => localStorage.setItem(key, JSON.stringify(entries)), {
    key: favouritesStorageKey(SITE),
    entries: [
      { id: 2_000_000_000, slug: 'gone', name: 'A sold and deleted truck', imageUrl: null },
      { id: car.id, slug: car.slug, name: car.name, imageUrl: null },
    ],
  })
  await page.reload()
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
    car.name,
  ])
  expect(await storedIds(page)).toEqual([car.id])
})
