// A site's search suffix (§1 config.search_suffix) rides along with a search from the home page's
// box, with or without JavaScript, and stays off the search page's own box. The demo site whose
// suffix is 'refinementList[car_type][0]=used' is a car dealer's.
import { searchOf, siteUrl, statusText, topValue } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const SUFFIX_SITE = 'southern-cross-motor-group'

const box = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Search cars' })
const modelOf = async (site: string) =>
  topValue(await searchOf(site, { facets: ['model'], hitsPerPage: 0 }), 'model')

test.describe('a site with a search suffix', () => {
  test('a search from the home page appends the suffix; the search page box does not', async ({ page }) => {
    const model = await modelOf(SUFFIX_SITE)
    const used = await searchOf(SUFFIX_SITE, { query: model, filters: 'car_type:used' })
    const all = await searchOf(SUFFIX_SITE, { query: model })
    await page.goto(siteUrl(SUFFIX_SITE))
    await box(page).fill(model)
    await box(page).press('Enter')
    await expect(page).toHaveURL(/\/search\//)
    const url = new URL(page.url())
    expect(url.searchParams.get('query')).toBe(model)
    expect(url.searchParams.get('refinementList[car_type][0]')).toBe('used')
    await expect(page.getByRole('status')).toHaveText(statusText(used.nbHits))

    // On the search page the box refines the listing as it is: no suffix there.
    await page.goto(siteUrl(SUFFIX_SITE, '/search/new-used-and-demo-cars/'))
    await box(page).pressSequentially(model)
    // Closed again, the listing is the search's: the suggestions hide the page while open.
    await expect(page.getByRole('listbox', { name: /^Suggestions/ })).toBeVisible()
    await box(page).press('Escape')
    await expect(page.getByRole('status')).toHaveText(statusText(all.nbHits))
    expect(new URL(page.url()).searchParams.has('refinementList[car_type][0]')).toBe(false)
  })

  test('without JS the suffix goes with the form as hidden fields', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(siteUrl(SUFFIX_SITE))
    await box(page).fill('a')
    await box(page).press('Enter')
    await expect(page).toHaveURL(/\/search\//)
    expect(new URL(page.url()).searchParams.get('refinementList[car_type][0]')).toBe('used')
    await context.close()
  })
})
