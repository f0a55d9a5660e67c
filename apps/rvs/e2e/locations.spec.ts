// An RV dealer's locations (§2): /locations/{slug} by location or dealership slug — a yard's card
// with hours, map, directions, Contact Us and Email Us, and a dealership's three locations either
// side of the QLD–NSW border — unknown slugs answering 404, and the contact page's locations above
// its form. On the RV demo site, against its seeded locations.
import { siteUrl } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const SITE = 'open-road-rvs'

const main = (page: Page) => page.getByRole('main')

test('a location page shows its card with hours, map, directions and Contact Us', async ({ page }) => {
  const response = await page.goto('/locations/open-road-rvs-sales')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Open Road RVs | Open Road RVs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Road RVs')
  const card = main(page).getByRole('article', { name: 'Open Road RVs - Sales' })
  await expect(card.getByText('55 Currumburra Road')).toBeVisible()
  await expect(card.getByRole('link', { name: '(07) 5593 8800' })).toHaveAttribute('href', 'tel:0755938800')
  await expect(card.getByRole('table').first()).toBeVisible()
  await expect(card.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=55\+Currumburra\+Road/,
  )
  await expect(main(page).locator('iframe[title="Map of Open Road RVs - Sales"]')).toHaveCount(1)
  await card.getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact-us\/open-road-rvs$/)
})

test('Email Us on a location card links to that location’s email form, Service apart from Sales', async ({
  browser,
}) => {
  // Without JavaScript the link is the page; with it, a dialog (lead-form-dialogs.spec.ts).
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl(SITE, '/locations/open-road-rvs-service'))
  const card = main(page).getByRole('article', { name: 'Open Road RVs - Service' })
  await card.getByRole('link', { name: 'Email Us' }).click()
  await expect(page).toHaveURL(/\/email-us\/open-road-rvs-service$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Email Us' })).toBeVisible()
  // The lead goes to the location whose card was used, not the first of the dealership's name.
  await expect(page.locator('input[name="location"]')).toHaveValue('Open Road RVs - Service')
  await context.close()
})

test('a dealership slug lists its locations, each with View Location', async ({ page }) => {
  await page.goto('/locations/open-road-rvs-gold-coast')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Road RVs Gold Coast')
  const service = main(page).getByRole('article', { name: 'Open Road RVs - Service' })
  await expect(main(page).getByRole('article')).toHaveCount(3)
  await service.getByRole('link', { name: 'View Location' }).click()
  await expect(page).toHaveURL(/\/locations\/open-road-rvs-service$/)
  await expect(main(page).getByText('ARC AU-27714')).toBeVisible()
})

test('unknown location, brand and body answer the 404 page', async ({ page }) => {
  for (const path of ['/locations/no-such-place', '/brands/no-such-brand', '/models?body=no-such-body']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  }
})

test('the contact page shows the locations above its form', async ({ page }) => {
  await page.goto('/contact')
  // The page is about the dealer; the form is a section of it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Open Road RVs')
  const cards = main(page).getByRole('article')
  await expect(cards).toHaveCount(3)
  await expect(cards.first().getByRole('heading')).toHaveText('Open Road RVs - Sales')
  await expect(cards.first().getByRole('link', { name: 'View Location' })).toHaveAttribute(
    'href',
    '/locations/open-road-rvs-sales',
  )
  // The cards come before the form's first field.
  const cardTop = (await cards.first().boundingBox())?.y ?? Number.POSITIVE_INFINITY
  const fieldTop = (await main(page).getByRole('textbox').first().boundingBox())?.y ?? 0
  expect(cardTop).toBeLessThan(fieldTop)
})
