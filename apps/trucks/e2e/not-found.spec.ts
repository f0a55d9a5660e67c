import { familyProfileOf } from '@forecourt/domain'
import { siteUrl } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

// The error pages of a trucks site speak of trucks: an unknown truck is 'Truck not found'.
const { notFoundTitle } = familyProfileOf('trucks').vocabulary

test('an unknown truck slug answers a 404 page', async ({ page }) => {
  const response = await page.goto('/cars/1999-no-such-car-x0')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: notFoundTitle })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Search all stock' })).toBeVisible()
  // The site's header still shows: the shopper is on the dealer's site, not on an error screen.
  // The home link (logo or name); the banner's location links carry the name too.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Big Rig Trucks( home)?$/ })).toBeVisible()
})

test('an unknown path answers a 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

// Issue 16: every page has a title, the error pages of the routes an app composes included.
test.describe('every error page has a title', () => {
  const pages: [string, string][] = [
    ['/search/no-such-listing/nor-this', 'Page not found'],
    ['/cars/1999-no-such-car-x0', notFoundTitle],
    ['/cars/1999-no-such-car-x0/enquire', notFoundTitle],
    ['/no/such/page', 'Page not found'],
    // A dealer without terms of its own has no terms page (issue 16 item 2).
    ['/terms', 'Page not found'],
  ]
  for (const [path, title] of pages) {
    test(`${path} → ${title}`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
    })
  }
})

test('an unknown site answers a clear 404 page', async ({ page }) => {
  const response = await page.goto(siteUrl('no-such-dealer'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'No dealer site here' })).toBeVisible()
})
