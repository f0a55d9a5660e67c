// Searching the site's stock, for every family (issue 11: each family tested like cars; §2 Search):
// the home page's box suggests the site's own vehicles with their price and opens the one chosen,
// Enter and the no-JavaScript form open the listing with ?query=, and the listing hydrates from the
// server's results, then pages and filters through the URL — all in the family's words, compared
// with the site's index.
import { familyProfileOf, manufacturerSlug, siteSearchPath, suggestionPrice } from '@forecourt/domain'
import { siteOf } from './seeded-reads.js'
import { countReading, resultCount, searchOf } from './shopper-steps.js'
import { e2ePorts } from './template-app-config.js'

/**
 * @param {object} options
 * @param {import('@playwright/test').TestType<any, any>} options.test
 * @param {typeof import('@playwright/test').expect} options.expect
 * @param {string} options.app   the family (its e2e ports)
 * @param {string} options.site  the demo site's slug
 */
export function templateAppSearch({ test, expect, app, site }) {
  const at = (path) => `http://${site}.localhost:${e2ePorts(app).app}${path}`

  /** The site, its family's words, its listing path and the model with most stock: what is typed. */
  async function searchSetting() {
    const config = await siteOf(site)
    const { facets } = await searchOf(site, { hitsPerPage: 0, facets: ['model'] })
    const [model] = Object.entries(facets?.model ?? {}).sort((a, b) => b[1] - a[1])[0] ?? []
    if (!model) throw new Error(`${site} has no models in its index`)
    const profile = familyProfileOf(config.template)
    return { config, profile, model, words: profile.vocabulary, searchPath: siteSearchPath(config) }
  }

  // The page's own box (the top banner may carry another).
  const box = (page, words) => page.getByRole('main').getByRole('combobox', { name: words.searchBoxLabel })

  /**
   * A search from outside the search page: the listing at the site's path with ?query=, plus the
   * site's search suffix when it has one (config `search_suffix`, e.g. used stock only), showing
   * the index's count for both.
   */
  async function expectListingFor(page, config, query) {
    const suffix = new URLSearchParams(config.config.search_suffix ?? '')
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === siteSearchPath(config) &&
        url.searchParams.get('query') === query &&
        [...suffix].every(([name, value]) => url.searchParams.get(name) === value),
    )
    const filters = new Map()
    for (const [name, value] of suffix) {
      const attribute = /^refinementList\[([^\]]+)\]/.exec(name)?.[1]
      if (attribute) filters.set(attribute, [...(filters.get(attribute) ?? []), `${attribute}:"${value}"`])
    }
    const clauses = [...filters.values()].map((values) => `(${values.join(' OR ')})`)
    const expected = await searchOf(site, {
      query,
      hitsPerPage: 0,
      ...(clauses.length > 0 ? { filters: clauses.join(' AND ') } : {}),
    })
    await expect(resultCount(page)).toHaveText(countReading(expected.nbHits))
  }

  test(`${site}: the home page's box suggests the site's vehicles with their price and opens the one chosen @mobile`, async ({
    page,
  }) => {
    const { config, model, words } = await searchSetting()
    const expected = await searchOf(site, { query: model, hitsPerPage: 5 })
    expect(expected.hits.length).toBeGreaterThan(0)
    await page.goto(at('/'))
    await box(page, words).pressSequentially(model)
    const options = page.getByRole('listbox', { name: /^Suggestions/ }).getByRole('option')
    await expect(options).toHaveCount(expected.hits.length)
    for (const [index, hit] of expected.hits.entries()) {
      await expect(options.nth(index)).toContainText(hit.name)
      const price = suggestionPrice(hit.price, config.currency)
      if (price) await expect(options.nth(index)).toContainText(price)
    }
    const [chosen] = expected.hits
    // On an emulated phone react-aria shows the list after its on-screen-keyboard wait.
    await expect(page.locator('.fc-SearchBox-popover')).toHaveCSS('opacity', '1')
    await options.first().click()
    await expect(page).toHaveURL(at(`/cars/${chosen.slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen.name)
  })

  test(`${site}: Enter without a suggestion chosen opens the listing with ?query=`, async ({ page }) => {
    const { config, model, words } = await searchSetting()
    await page.goto(at('/'))
    await box(page, words).fill(model)
    await box(page, words).press('Enter')
    await expectListingFor(page, config, model)
  })

  test(`${site}: without JavaScript the home page's box is a plain form that opens the listing`, async ({
    browser,
  }) => {
    const { config, model, words } = await searchSetting()
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(at('/'))
    await box(page, words).fill(model)
    await box(page, words).press('Enter')
    await expectListingFor(page, config, model)
    await context.close()
  })

  test(`${site}: the listing hydrates without a search request, then pages and filters through the URL`, async ({
    page,
  }) => {
    const { profile, searchPath } = await searchSetting()
    const all = await searchOf(site, { hitsPerPage: 0, facets: ['make'] })
    // Every demo site of a family has several pages of stock; paging needs more than one.
    expect(all.nbHits).toBeGreaterThan(21)
    const searches = []
    page.on('request', (request) => {
      if (request.url().includes('/1/indexes/')) searches.push(request.url())
    })
    await page.goto(at(searchPath), { waitUntil: 'networkidle' })
    await expect(resultCount(page)).toHaveText(countReading(all.nbHits))
    expect(searches).toEqual([])

    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(at(`${searchPath}?page=2`))
    await expect(resultCount(page)).toHaveText(/^Showing 22–/)
    expect(searches.length).toBeGreaterThan(0)

    // Refining starts again at page 1, and one make is the make's friendly path.
    const [make, count] = Object.entries(all.facets?.make ?? {}).sort((a, b) => b[1] - a[1])[0]
    const label = profile.facets.find((facet) => facet.attribute === 'make')?.label ?? 'Make'
    const makes = page.getByRole('group', { name: label })
    const more = makes.getByRole('button', { name: /^Show \d+ more$/ })
    if (await more.isVisible()) await more.click()
    await makes.getByRole('checkbox', { name: new RegExp(`^${make} `) }).check()
    await expect(page).toHaveURL(at(`/search/${manufacturerSlug(make)}`))
    await expect(resultCount(page)).toHaveText(countReading(count))

    await page.goBack()
    await expect(page).toHaveURL(at(`${searchPath}?page=2`))
    await expect(resultCount(page)).toHaveText(/^Showing 22–/)
  })
}
