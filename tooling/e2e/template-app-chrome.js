// The header and footer every family's chrome builds on (issue 11: each family tested like cars), read
// against the site's own configuration and search index rather than the cars demo's words: the
// stock and brand menus opened and followed from the keyboard, a dropdown of links, every link
// listed without JavaScript, and the footer's columns and licence numbers (§2 Header and Footer).
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
export function templateAppChrome({ test, expect, app, site }) {
  const at = (path) => `http://${site}.localhost:${e2ePorts(app).app}${path}`
  const mainNav = (page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })

  const siteConfig = () => siteOf(site)

  /** Tab from the focused element until `link` has focus (a menu panel's links in reading order). */
  async function tabTo(page, link, stops = 12) {
    for (
      let stop = 0;
      stop < stops && !(await link.evaluate((node) => node === document.activeElement));
      stop++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(link).toBeFocused()
  }

  test(`${site}: the stock menu opens from the keyboard, counts each type in stock and leads to its listing`, async ({
    page,
  }) => {
    const { navigation } = await siteConfig()
    const item = navigation.header.find((entry) => entry.dynamicDropdown === 'stock')
    test.skip(!item, `${site} has no stock menu`)
    const { facets, nbHits } = await searchOf(site, { hitsPerPage: 0, facets: ['car_type'] })
    const inStock = Object.values(facets?.car_type ?? {}).filter((count) => count > 0)
    expect(inStock.length).toBeGreaterThan(0)

    await page.goto(at('/'))
    await mainNav(page).getByRole('button', { name: item.name }).focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: item.name })
    await expect(panel).toBeVisible()
    // All of the stock, then one link per type in stock, each with the index's count: 'Used (12)'.
    const counted = panel.getByRole('link', { name: /\(\d+\)$/ })
    await expect(counted).toHaveCount(1 + inStock.length)
    const counts = (await counted.allTextContents()).map((text) => Number(/\((\d+)\)$/.exec(text)?.[1]))
    expect(counts[0]).toBe(nbHits)
    expect(counts.slice(1).toSorted((a, b) => a - b)).toEqual(inStock.toSorted((a, b) => a - b))

    const last = counted.last()
    await tabTo(page, last)
    await page.keyboard.press('Enter')
    await expect(panel).toBeHidden()
    await expect(resultCount(page)).toHaveText(countReading(counts.at(-1)))
  })

  test(`${site}: the brands menu lists the makes in stock, and each leads to its stock`, async ({ page }) => {
    const { navigation } = await siteConfig()
    const item = navigation.header.find((entry) => entry.dynamicDropdown === 'brands')
    test.skip(!item, `${site} has no brands menu`)
    const { facets } = await searchOf(site, { hitsPerPage: 0, facets: ['make'] })
    const makes = Object.keys(facets?.make ?? {})
    expect(makes.length).toBeGreaterThan(1)

    await page.goto(at('/'))
    await mainNav(page).getByRole('button', { name: item.name }).focus()
    await page.keyboard.press('Enter')
    const links = page.getByRole('dialog', { name: item.name }).getByRole('link')
    await expect(links).toHaveCount(makes.length)
    expect(new Set(await links.allTextContents())).toEqual(new Set(makes))
    const last = links.last()
    const make = (await last.textContent()) ?? ''
    await tabTo(page, last, makes.length + 4)
    await page.keyboard.press('Enter')
    await expect(resultCount(page)).toHaveText(countReading(facets.make[make]))
  })

  test(`${site}: a dropdown of links opens with the arrow keys and closes on its choice`, async ({
    page,
  }) => {
    const { navigation } = await siteConfig()
    const item = navigation.header.find((entry) => entry.dropdownItems?.length > 1)
    test.skip(!item, `${site} has no dropdown of links`)
    const choice = item.dropdownItems.at(-1)

    await page.goto(at('/'))
    await mainNav(page).getByRole('button', { name: item.name }).focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem')).toHaveText(item.dropdownItems.map((entry) => entry.name))
    await page.keyboard.press('End')
    await expect(menu.getByRole('menuitem', { name: choice.name })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(at(choice.url))
    await expect(page.getByRole('menu')).toBeHidden()
  })

  test(`${site}: without JavaScript the header names its menus and lists every link under them`, async ({
    browser,
  }) => {
    const { navigation } = await siteConfig()
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(at('/'))
    const nav = mainNav(page)
    const listed = page.getByRole('navigation', { name: 'Site links' })
    for (const entry of navigation.header) {
      const items = [
        ...(entry.dropdownItems ?? []),
        ...(entry.dropdownMenus ?? []).flatMap((menu) => menu.items),
      ]
      if (entry.dynamicDropdown || items.length > 0) {
        await expect(nav.getByRole('button', { name: entry.name })).toBeVisible()
      } else {
        await expect(nav.getByRole('link', { name: entry.name })).toHaveAttribute('href', entry.url)
      }
      for (const link of items) {
        await expect(listed.getByRole('link', { name: link.name, exact: true }).first()).toHaveAttribute(
          'href',
          link.url,
        )
      }
    }
    // The listed links work: the last one opens its page, still without JavaScript.
    const last = navigation.header.flatMap((entry) => entry.dropdownItems ?? []).at(-1)
    if (last) {
      await listed.getByRole('link', { name: last.name, exact: true }).first().click()
      await expect(page).toHaveURL(at(last.url))
    }
    await context.close()
  })

  test(`${site}: the footer shows the site's columns and every location's dealer licence`, async ({
    page,
  }) => {
    const config = await siteConfig()
    await page.goto(at('/'))
    const footer = page.getByRole('contentinfo')
    const columns = footer.getByRole('navigation', { name: 'Footer' })
    for (const column of config.navigation.footer ?? []) {
      await expect(columns.getByRole('heading', { name: column.name ?? column.title })).toBeVisible()
      for (const item of column.dropdownItems ?? []) {
        await expect(columns.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
          'href',
          item.url,
        )
      }
    }
    for (const licence of new Set(config.locations.map((location) => location.dealer_license_number))) {
      await expect(footer).toContainText(licence)
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${config.name}`)
  })
}
