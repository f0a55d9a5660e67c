// The search page's layout as a shopper meets it (issue 19), on the motorcycle demo site: on a
// phone the results start in the first screen under a Filters button that opens the filters in a
// sheet (its apply button counts the bikes in the family's words); on a desktop the filter sidebar
// and the results grid share the first screen. Operable by keyboard alone, axe-clean, and the
// filters stay reachable without JavaScript.

import { familyProfileOf } from '@forecourt/domain'
import { statusText as countOf, searchOf, seriousAxeFindings, topValue } from '@forecourt/e2e-config'
import { expect, type Locator, type Page, test } from '@playwright/test'

const SITE = 'throttle-motorcycles'
const profile = familyProfileOf('motorcycles')
const words = profile.vocabulary
/** The make filter's name, as the profile gives it. */
const MAKE = profile.facets.find((facet) => facet.attribute === 'make')?.label ?? 'Make'
/** The listing's count as a shopper reads it, in the family's words. */
const statusText = (total: number, page?: number) => countOf(total, page, words)

// axe over a full search page and a keyboard walk take a while on a shared 2-core box.
test.slow()
/** The site's listing (the seed sets the family's path). */
const SEARCH = profile.searchPath
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** Tab (never click) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80, key = 'Tab') {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  throw new Error(`${target} never took focus in ${limit} tabs`)
}

const results = (page: Page) => page.getByRole('list', { name: 'Search results' })
const FILTERS = /^Filters \(\d+\)$/
const filtersButton = (page: Page) => page.getByRole('button', { name: FILTERS })
/** Before hydration the Filters control is a link to the in-page filters; after, the sheet's button. */
const filtersControl = (page: Page) =>
  page.getByRole('button', { name: FILTERS }).or(page.getByRole('link', { name: FILTERS }))

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE, hasTouch: true })

  test('the first result starts in the first screen, under a visible Filters button', async ({ page }) => {
    await page.goto(SEARCH)
    await expect(filtersControl(page)).toBeVisible()
    const card = await results(page).getByRole('article').first().boundingBox()
    expect(card?.y).toBeLessThan(PHONE.height)
    const button = await filtersControl(page).boundingBox()
    expect((button?.y ?? PHONE.height) + (button?.height ?? 0)).toBeLessThanOrEqual(PHONE.height)
    expect(await seriousAxeFindings(page)).toEqual([])
  })

  test('by keyboard: open the filters, refine, apply, clear the chip, change the sort', async ({ page }) => {
    const all = await searchOf(SITE, { facets: ['make'], hitsPerPage: 0 })
    const make = topValue(all, 'make')
    const filtered = await searchOf(SITE, { filters: `make:"${make}"`, hitsPerPage: 0 })
    await page.goto(SEARCH)
    await page.waitForLoadState('networkidle')

    await tabTo(page, filtersButton(page))
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    expect(await seriousAxeFindings(page)).toEqual([])

    const checkbox = sheet
      .getByRole('group', { name: MAKE })
      .getByRole('checkbox', { name: new RegExp(`^${make} `) })
    await tabTo(page, checkbox)
    await page.keyboard.press('Space')
    await expect(checkbox).toBeChecked()
    const apply = sheet.getByRole('button', { name: `Show ${filtered.nbHits} ${words.plural}` })
    await expect(apply).toBeVisible()
    await tabTo(page, apply)
    await page.keyboard.press('Enter')
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('status')).toHaveText(statusText(filtered.nbHits))
    await expect(filtersButton(page)).toHaveText('Filters (1)')

    const chip = page
      .getByRole('list', { name: 'Selected filters' })
      .getByRole('button', { name: `Remove ${make}` })
    await tabTo(page, chip)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText(statusText(all.nbHits))
    await expect(page.getByRole('list', { name: 'Selected filters' })).toHaveCount(0)

    const sort = page.getByRole('combobox', { name: 'Sort by' })
    const before = await sort.inputValue()
    // The sort sits before the chips: back from where the removed chip was.
    await tabTo(page, sort, 80, 'Shift+Tab')
    await page.keyboard.press('ArrowDown')
    await expect(sort).not.toHaveValue(before)
    await expect(page).toHaveURL(/sortBy=/)
  })
})

test.describe('at 1280×900', () => {
  test.use({ viewport: DESKTOP })

  test('the filter sidebar and the results grid are both in the first screen', async ({ page }) => {
    await page.goto(SEARCH)
    const sidebar = page.getByRole('complementary', { name: 'Filters' })
    await expect(sidebar.getByRole('group', { name: MAKE })).toBeVisible()
    await expect(filtersControl(page)).toBeHidden()
    const grid = await results(page).boundingBox()
    const aside = await sidebar.boundingBox()
    expect(grid?.y).toBeLessThan(DESKTOP.height)
    expect(aside?.y).toBeLessThan(DESKTOP.height)
    // Beside, not above: the results start to the right of the sidebar.
    expect(grid?.x).toBeGreaterThan((aside?.x ?? 0) + (aside?.width ?? 0) - 1)
    // One filter per attribute: no Brand list repeating Make.
    await expect(page.getByRole('group', { name: MAKE })).toHaveCount(1)
    await expect(page.getByRole('tab', { name: 'Brand' })).toHaveCount(0)
    expect(await seriousAxeFindings(page)).toEqual([])
  })
})

test.describe('without JavaScript at 390×844', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false })

  test('the Filters link leads to the filters after the results', async ({ page }) => {
    await page.goto(SEARCH)
    const link = page.getByRole('link', { name: FILTERS })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(/#search-filters$/)
    const makes = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: MAKE })
    await expect(makes).toBeInViewport()
    const card = await results(page).getByRole('article').last().boundingBox()
    const filters = await makes.boundingBox()
    expect(filters?.y).toBeGreaterThan(card?.y ?? Number.POSITIVE_INFINITY)
  })
})
