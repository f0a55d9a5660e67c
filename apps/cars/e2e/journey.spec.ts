import { formatPrice } from '@forecourt/domain'
import { carsOf, searchOf, siteUrl } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

test('a shopper goes from the home page to search to a car, all from the seeded database @mobile', async ({
  page,
}) => {
  const { cars, total } = await carsOf('coastal-motors')
  const newest = cars[0]
  if (!newest) throw new Error('the seed has no cars for coastal-motors')

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Coastal Motors' })).toBeVisible()
  await expect(page.getByRole('heading', { name: newest.name }).first()).toBeVisible()

  // Search ranks by custom_rank (available stock first, then newest): the index says which is first.
  const [first] = (await searchOf('coastal-motors')).hits
  if (!first) throw new Error('the index has no cars for coastal-motors')
  await page.getByRole('link', { name: `Search all ${total} cars` }).click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/?$/)
  await expect(page.getByRole('status')).toHaveText(`Showing 1–${Math.min(21, total)} of ${total} cars`)
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('article')
  await expect(results).toHaveCount(Math.min(21, total))
  await expect(results.first()).toContainText(formatPrice(first.price, 'AUD'))

  await results
    .first()
    .getByRole('link', { name: /^(Explore Vehicle|View Details) for / })
    .click()
  await expect(page).toHaveURL(`/cars/${first.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
  await expect(page).toHaveTitle(`${first.name} | Coastal Motors`)
})

test('search pages through the stock with page in the query string, page 1 omitted', async ({ page }) => {
  const { total, total_pages } = await carsOf('coastal-motors')
  // The demo seed gives every cars site several pages of stock; paging needs more than one.
  expect(total_pages).toBeGreaterThan(1)
  const second = await searchOf('coastal-motors', { page: 1 })

  await page.goto('/search/new-used-and-demo-cars/')
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByRole('status')).toHaveText(`Showing 22–${Math.min(42, total)} of ${total} cars`)
  await expect(page.getByRole('heading', { name: second.hits[0]?.name }).first()).toBeVisible()

  await page.getByRole('link', { name: 'Previous page' }).click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/$/)
})

test('the NZ demo site is its own tenant with its own stock and currency', async ({ page }) => {
  const { cars } = await carsOf('kiwi-auto-hub')
  const newest = cars[0]
  if (!newest) throw new Error('the seed has no cars for kiwi-auto-hub')
  await page.goto(siteUrl('kiwi-auto-hub'))
  await expect(page.getByRole('heading', { level: 1, name: 'Kiwi Auto Hub' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NZ')
  await page.goto(siteUrl('kiwi-auto-hub', `/cars/${newest.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.name)
  await expect(page.getByText(formatPrice(newest.price, 'NZD')).first()).toBeVisible()
})

test('a car of another dealer is not found on this site', async ({ page }) => {
  const { cars } = await carsOf('kiwi-auto-hub')
  const response = await page.goto(`/cars/${cars[0]?.slug}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Car not found' })).toBeVisible()
})
