// The search page on the motorcycle demo site, compared with the index: it hydrates from the
// server's results (no search request on load), then filters and pages in place — a single make
// becomes the friendly path, page 1 is never written, back works; a bike opened from a filtered
// listing stays open; search as you type suggests bikes with their price; the price buckets, a
// typed km range, the year slider from the keyboard, and Clear all, each counted in the family's
// words ('Showing 1–21 of N motorcycles').
import { familyProfileOf, filterChipLabel, manufacturerSlug as slug } from '@forecourt/domain'
import { statusText as countOf, escapeRegExp, searchOf, topValue } from '@forecourt/e2e-config'
import { expect, type Locator, type Page, test } from '@playwright/test'

const SITE = 'throttle-motorcycles'
const profile = familyProfileOf('motorcycles')
const words = profile.vocabulary
/** The site's listing (the seed sets the family's path). */
const SEARCH = profile.searchPath
const SEARCH_PATTERN = escapeRegExp(SEARCH)
/** A filter's name as the profile gives it (the listing's groups are named by their labels). */
function facetLabel(attribute: string, kind: 'refinement' | 'range' = 'refinement') {
  const facet = profile.facets.find(
    (candidate) => candidate.attribute === attribute && candidate.kind === kind,
  )
  if (!facet) throw new Error(`the motorcycles profile has no ${kind} facet on ${attribute}`)
  return facet.label
}
const MAKE = facetLabel('make')
const PRICE_BUCKETS = facetLabel('price_range')
const PRICE_RANGE = facetLabel('price', 'range')
const KM = facetLabel('km', 'range')
const YEAR = facetLabel('year', 'range')
/** The listing's count as a shopper reads it, in the family's words. */
const statusText = (total: number, page?: number) => countOf(total, page, words)

/** A long facet shows its first values and 'Show N more' (issue 19); the assertions need them all. */
async function showAll(facet: Locator) {
  const more = facet.getByRole('button', { name: /^Show \d+ more$/ })
  if (await more.isVisible()) await more.click()
}

/** Ticks the make with most bikes: one make is its friendly path, and the listing narrows to it. */
async function filterByTopMake(page: Page, all: Awaited<ReturnType<typeof searchOf>>) {
  const make = topValue(all, 'make')
  const makes = page.getByRole('group', { name: MAKE })
  await showAll(makes)
  await makes.getByRole('checkbox', { name: new RegExp(`^${make} `) }).check()
  await expect(page).toHaveURL(new RegExp(`/search/${slug(make)}$`))
  const filtered = await searchOf(SITE, { filters: `make:"${make}"` })
  await expect(page.getByRole('status')).toHaveText(statusText(filtered.nbHits))
}

test('hydrates without a search request, then pages and filters through the URL', async ({ page }) => {
  const all = await searchOf(SITE, { facets: ['make'], hitsPerPage: 0 })
  // The demo seed gives the motorcycle site several pages of stock; paging needs more than one.
  expect(all.nbHits).toBeGreaterThan(21)
  const searches: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/1/indexes/')) searches.push(request.url())
  })
  await page.goto(SEARCH)
  await expect(page.getByRole('status')).toHaveText(statusText(all.nbHits))
  await page.waitForLoadState('networkidle')
  expect(searches).toEqual([])

  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(new RegExp(`${SEARCH_PATTERN}\\?page=2$`))
  await expect(page.getByRole('status')).toHaveText(statusText(all.nbHits, 2))
  expect(searches.length).toBeGreaterThan(0)

  // Refining resets the page: the page parameter is stripped, and one make is a friendly path.
  await filterByTopMake(page, all)

  await page.goBack()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByRole('status')).toHaveText(statusText(all.nbHits, 2))
})

test('a bike opened from a filtered listing stays open: leaving the page writes no URL', async ({ page }) => {
  await page.goto(SEARCH, { waitUntil: 'networkidle' })
  const all = await searchOf(SITE, { facets: ['make'], hitsPerPage: 0 })
  await filterByTopMake(page, all)
  const card = page.getByRole('list', { name: 'Search results' }).getByRole('article').first()
  const name = (await card.getByRole('heading').textContent()) ?? ''
  await card.getByRole('link', { name: /^(Explore Vehicle|View Details) for / }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const bikeUrl = page.url()
  // InstantSearch tears the listing down on timers after the page has gone; its last write (the
  // listing without the filter) once took the shopper back to the search page.
  await page.waitForTimeout(1500)
  expect(page.url()).toBe(bikeUrl)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})

test('search as you type narrows the listing and suggests bikes with their price', async ({ page }) => {
  const all = await searchOf(SITE, { facets: ['model'], hitsPerPage: 0 })
  const model = topValue(all, 'model')
  const expected = await searchOf(SITE, { query: model })
  await page.goto(SEARCH)
  const box = page.getByRole('main').getByRole('combobox', { name: words.searchBoxLabel })
  await box.fill(model)
  const suggestions = page.getByRole('listbox', { name: /^Suggestions/ }).getByRole('option')
  await expect(suggestions.first()).toContainText(expected.hits[0]?.name ?? '')
  // The query is written to the URL (a bike's model may hold a space, written '+').
  await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(model)
  // Closed, the suggestions give the page back to assistive tech: the status tells the count.
  await box.press('Escape')
  await expect(box).toHaveValue(model)
  await expect(page.getByRole('status')).toHaveText(statusText(expected.nbHits))
})

test('the price filter lists its ranges from the lowest up and narrows the listing to one', async ({
  page,
}) => {
  const all = await searchOf(SITE, { facets: ['price_range'], hitsPerPage: 0 })
  const ranges = Object.keys(all.facets?.price_range ?? {})
  expect(ranges.length).toBeGreaterThan(1)
  await page.goto(SEARCH)
  await showAll(page.getByRole('group', { name: PRICE_BUCKETS, exact: true }))
  const prices = page.getByRole('group', { name: PRICE_BUCKETS, exact: true }).getByRole('checkbox')
  await expect(prices).toHaveCount(ranges.length)
  // §5: by numeric lower bound, so 'Under $5,000' before '$5,000 - $10,000' before '$100,000+'.
  const names = await prices.evaluateAll((boxes) => boxes.map((box) => box.parentElement?.textContent ?? ''))
  const lowerBounds = names.map((name) => {
    if (name.startsWith('Under')) return 0
    return Number(/\$([\d,]+)/.exec(name)?.[1]?.replace(/,/g, ''))
  })
  expect(lowerBounds).toEqual([...lowerBounds].sort((a, b) => a - b))

  const range = topValue(all, 'price_range')
  const escaped = escapeRegExp(range)
  await page
    .getByRole('group', { name: PRICE_BUCKETS, exact: true })
    .getByRole('checkbox', { name: new RegExp(`^${escaped} \\(`) })
    .check()
  const filtered = await searchOf(SITE, { filters: `price_range:"${range}"` })
  await expect(page.getByRole('status')).toHaveText(statusText(filtered.nbHits))
  await expect(page).toHaveURL(/refinementList%5Bprice_range%5D%5B0%5D=|refinementList\[price_range\]\[0\]=/)
})

test('a typed km range narrows the listing, shows as a chip, and the chip clears it', async ({ page }) => {
  const all = await searchOf(SITE, { facets: ['km'], hitsPerPage: 0 })
  const stats = all.facets_stats?.km
  if (!stats) throw new Error('no km facets_stats in the index')
  // A maximum inside the stock's own range, on the slider's 1,000 km step.
  const maxKm = Math.max(stats.min + 1000, Math.round((stats.min + stats.max) / 2 / 1000) * 1000)
  const filtered = await searchOf(SITE, { numericFilters: [`km<=${maxKm}`], hitsPerPage: 0 })
  expect(filtered.nbHits).toBeGreaterThan(0)
  expect(filtered.nbHits).toBeLessThan(all.nbHits)

  await page.goto(SEARCH)
  await page.waitForLoadState('networkidle')
  const results = page.locator('.fc-SearchLayout-results')
  const firstCard = results.getByRole('article').first()
  // Where the card sits in the results region, and the region's size: the busy state must move
  // neither. (The new chip above the region may push the whole region down; that is the refinement
  // the shopper just made, not the loading state.)
  const placeOf = () =>
    firstCard.evaluate((card) => {
      const box = card.getBoundingClientRect()
      const region = card.closest('.fc-SearchLayout-results')?.getBoundingClientRect()
      return {
        x: box.x - (region?.x ?? 0),
        y: box.y - (region?.y ?? 0),
        width: box.width,
        height: box.height,
        regionHeight: region?.height,
      }
    })
  const before = await placeOf()
  // Hold the answer back so the refresh can be seen: busy, dimmed in place, nothing moved.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/1/indexes/**', async (route) => {
    await held
    await route.continue()
  })

  const kilometres = page.getByRole('group', { name: KM })
  const maximum = kilometres.getByRole('textbox', { name: `Maximum ${KM.toLowerCase()} (km)` })
  await maximum.fill(String(maxKm))
  await maximum.press('Enter')
  await expect(results).toHaveAttribute('aria-busy', 'true')
  expect(await placeOf()).toEqual(before)
  release()

  await expect(page.getByRole('status')).toHaveText(statusText(filtered.nbHits))
  await expect(results).not.toHaveAttribute('aria-busy')
  await expect(page).toHaveURL(new RegExp(`range%5Bkm%5D=%3A${maxKm}|range\\[km\\]=:${maxKm}`))
  const chip = page.getByRole('button', { name: `Remove ${filterChipLabel('km', 'max', maxKm)}` })
  await expect(chip).toBeVisible()

  await chip.click()
  await expect(page.getByRole('status')).toHaveText(statusText(all.nbHits))
  await expect(page).not.toHaveURL(/range/)
  await expect(page.getByRole('list', { name: 'Selected filters' })).toHaveCount(0)
})

test('PageUp on the minimum year thumb refines the year from the keyboard', async ({ page }) => {
  const all = await searchOf(SITE, { facets: ['year', 'price'], hitsPerPage: 0 })
  const years = all.facets_stats?.year
  const prices = all.facets_stats?.price
  if (!years || !prices) throw new Error('no year or price facets_stats in the index')
  await page.goto(SEARCH)
  await page.waitForLoadState('networkidle')
  // The price range reaches the stock's dearest bike, whatever the family's slider default says.
  await expect(
    page
      .getByRole('group', { name: PRICE_RANGE })
      .getByRole('slider', { name: new RegExp(`^Maximum ${PRICE_RANGE}`) }),
  ).toHaveAttribute('max', String(prices.max))

  const year = page.getByRole('group', { name: YEAR })
  await year.getByRole('slider', { name: new RegExp(`^Minimum ${YEAR}`) }).focus()
  await page.keyboard.press('PageUp')
  await year.getByRole('button', { name: 'Apply' }).press('Enter')
  await expect(page).toHaveURL(/range%5Byear%5D=\d{4}%3A|range\[year\]=\d{4}:/)
  const from = Number(/range(?:%5B|\[)year(?:%5D|\])=(\d{4})/.exec(page.url())?.[1])
  expect(from).toBeGreaterThan(years.min)
  const filtered = await searchOf(SITE, { numericFilters: [`year>=${from}`], hitsPerPage: 0 })
  await expect(page.getByRole('status')).toHaveText(statusText(filtered.nbHits))
  await expect(
    page.getByRole('button', { name: `Remove ${filterChipLabel('year', 'min', from)}` }),
  ).toBeVisible()
})

test('Clear all removes every chip; on an empty listing, Clear all filters also drops the query', async ({
  page,
}) => {
  const all = await searchOf(SITE, { hitsPerPage: 0 })
  await page.goto(`${SEARCH}?query=a&range%5Bkm%5D=%3A900000&range%5Bprice%5D=%3A9000000`, {
    waitUntil: 'networkidle',
  })
  const chips = page.getByRole('list', { name: 'Selected filters' })
  await expect(chips.getByRole('button', { name: /^Remove / })).toHaveCount(2)
  await page.getByRole('button', { name: 'Clear all' }).click()
  await expect(page).toHaveURL(new RegExp(`${SEARCH_PATTERN}\\?query=a$`))
  await expect(chips).toHaveCount(0)

  await page.goto(`${SEARCH}?query=zzqxv&range%5Bkm%5D=%3A900000`, {
    waitUntil: 'networkidle',
  })
  await expect(page.getByText(`No ${words.plural} match these filters.`)).toBeVisible()
  await page.getByRole('button', { name: 'Clear all filters' }).click()
  await expect(page).toHaveURL(new RegExp(`${SEARCH_PATTERN}$`))
  await expect(page.getByRole('status')).toHaveText(statusText(all.nbHits))
})
