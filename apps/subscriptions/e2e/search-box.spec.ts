// The search box outside the search page (§2): suggestions straight from the site's index with
// name and a price only above 250, a chosen suggestion opens the car and fires event 29, submitting
// opens the listing with ?query=, and the form works without JS (cars' search-suffix.spec.ts has
// a site's suffix).
import { suggestionPrice } from '@forecourt/domain'
import { firedEvents, searchOf, siteUrl, statusText, topValue } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

// On the subscriptions demo site, whose listing is its own path (§2 'search path by site').
const SITE = 'drive-subscriptions'
const LISTING = '/search/our-cars/'

/** A model with stock on the site: the query every test types. */
async function modelOf(site: string) {
  return topValue(await searchOf(site, { facets: ['model'], hitsPerPage: 0 }), 'model')
}

// The page's own box (the header banner may hold another).
const box = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Search cars' })

/**
 * The suggestions popover. On a touch device react-aria shows it once the on-screen keyboard has
 * settled; an emulated phone has no keyboard, so it appears after react-aria's 600 ms wait.
 */
const suggestionsShown = (page: Page) => page.locator('.fc-SearchBox-popover')

test('typing suggests cars from the index with name and price; choosing one opens the car @mobile', async ({
  page,
}) => {
  const model = await modelOf(SITE)
  const expected = await searchOf(SITE, { query: model, hitsPerPage: 5 })
  expect(expected.hits.length).toBeGreaterThan(0)
  await page.goto(siteUrl(SITE))
  await box(page).pressSequentially(model)
  const options = page.getByRole('listbox', { name: /^Suggestions/ }).getByRole('option')
  await expect(options).toHaveCount(expected.hits.length)
  for (const [index, hit] of expected.hits.entries()) {
    await expect(options.nth(index)).toContainText(hit.name)
    const price = suggestionPrice(hit.price)
    if (price) await expect(options.nth(index)).toContainText(price)
  }
  const chosen = expected.hits[0]
  if (!chosen) throw new Error('no suggestion to choose')
  await expect(suggestionsShown(page)).toHaveCSS('opacity', '1')
  await options.first().click()
  await expect(page).toHaveURL(new RegExp(`/cars/${chosen.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen.name)
  expect(await firedEvents(page)).toContain(29)
})

test('the search client downloads on first focus, not with the page', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  const searchClientLoaded = () => requested.some((path) => /site-search-client[^/]*\.js$/.test(path))
  await page.goto(siteUrl(SITE))
  await page.waitForLoadState('networkidle')
  expect(searchClientLoaded()).toBe(false)
  expect(requested.filter((path) => path.startsWith('/1/indexes/'))).toEqual([])
  await box(page).focus()
  await expect.poll(searchClientLoaded).toBe(true)
})

test('Enter with no suggestion chosen opens the listing with ?query=', async ({ page }) => {
  const model = await modelOf(SITE)
  const expected = await searchOf(SITE, { query: model })
  await page.goto(siteUrl(SITE))
  await box(page).fill(model)
  await box(page).press('Enter')
  await expect(page).toHaveURL(
    siteUrl(SITE, `${LISTING}?query=${encodeURIComponent(model).replaceAll('%20', '+')}`),
  )
  await expect(page.getByRole('status')).toHaveText(statusText(expected.nbHits))
})

test('mobile shows a Search button that opens the listing @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'desktop searches on Enter; the button is the mobile way (§2)')
  const model = await modelOf(SITE)
  await page.goto(siteUrl(SITE))
  await box(page).pressSequentially(model)
  await expect(
    page
      .getByRole('listbox', { name: /^Suggestions/ })
      .getByRole('option')
      .first(),
  ).toBeVisible()
  // While the list is open the ARIA combobox hides the rest of the page from assistive technology;
  // a finger still reaches the button beside the box.
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true, includeHidden: true }).tap()
  await expect(page).toHaveURL(new RegExp(`${LISTING}\\?query=`))
  expect(new URL(page.url()).searchParams.get('query')).toBe(model)
})

test('without JS the box is a plain form that still opens the listing', async ({ browser }) => {
  const model = await modelOf(SITE)
  const expected = await searchOf(SITE, { query: model })
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl(SITE))
  await box(page).fill(model)
  await box(page).press('Enter')
  await expect(page).toHaveURL(new RegExp(`${LISTING}\\?query=`))
  expect(new URL(page.url()).searchParams.get('query')).toBe(model)
  await expect(page.getByRole('status')).toHaveText(statusText(expected.nbHits))
  await context.close()
})

test('the top banner carries the search box on pages without one of their own, and only there', async ({
  page,
}) => {
  const banner = (p: Page) => p.getByRole('banner').getByRole('combobox')
  await page.goto(siteUrl(SITE))
  await expect(page.getByRole('combobox')).toHaveCount(1)
  await expect(banner(page)).toHaveCount(0)
  await page.goto(`${siteUrl(SITE)}/contact`)
  await expect(banner(page)).toHaveCount(1)
  const model = await modelOf(SITE)
  await banner(page).fill(model)
  await banner(page).press('Enter')
  await expect(page).toHaveURL(
    new RegExp(`/search/[^?]*\\?query=${encodeURIComponent(model).replace(/%20/g, '(\\+|%20)')}`),
  )
})
