// Every family's first screens as a shopper meets them (issue 19): on a phone the home page shows
// the dealer's name, the search box and the stock link before any scrolling, and the search page's
// first result starts in the first screen under a visible Filters control; on a desktop the filter
// sidebar and the results grid share the first screen, side by side. Positions, not pixels. And
// on a phone the car page's fixed action bar never sits over what has keyboard focus (WCAG 2.2
// 2.4.11 Focus Not Obscured), down to the footer's last link.
import { familyProfileOf, siteSearchPath } from '@forecourt/domain'
import { e2ePorts } from './template-app-config.js'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const FILTERS = /^Filters \(\d+\)$/

/**
 * Whether the element's box starts and ends inside the first screen of the given height. Asked
 * again until it holds: hydration may swap a control (a link before, a button after) under the ask.
 */
function inFirstScreen(expect, locator, height) {
  return expect
    .poll(async () => {
      const box = await locator.boundingBox()
      return box !== null && box.y >= 0 && box.y + box.height <= height
    })
    .toBe(true)
}

/** Whether the centre of `target` is painted by the target itself, not by something over it. */
function uncovered(element) {
  const box = element.getBoundingClientRect()
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return top !== null && (element === top || element.contains(top))
}

const isUncovered = (target) => target.evaluate(uncovered)

/**
 * The same for whatever has focus: the page's active element, which is a frame's element (a
 * footer's map) while focus is inside that frame — `:focus` matches nothing in the page then.
 */
const focusIsUncovered = async (page) =>
  (await page.evaluateHandle(() => document.activeElement)).evaluate(uncovered)

/**
 * @param {object} options
 * @param {import('@playwright/test').TestType<any, any>} options.test
 * @param {typeof import('@playwright/test').expect} options.expect
 * @param {'cars'|'trucks'|'motorcycles'|'rvs'|'subscriptions'} options.app
 * @param {string} options.site       the demo site's slug
 */
export function templateAppLayout({ test, expect, app, site }) {
  const platform = `http://127.0.0.1:${e2ePorts(app).platform}`
  const at = (path) => `http://${site}.localhost:${e2ePorts(app).app}${path}`

  async function siteOf() {
    const siteAnswer = await fetch(`${platform}/v1/sites/${site}`)
    const carsAnswer = await fetch(`${platform}/v1/sites/${site}/cars?per_page=1`)
    if (!siteAnswer.ok || !carsAnswer.ok) throw new Error(`the platform has no site ${site}`)
    const { site: config } = await siteAnswer.json()
    const { total } = await carsAnswer.json()
    return { config, total, words: familyProfileOf(config.template).vocabulary }
  }

  test.describe(`${site} at 390×844`, () => {
    test.use({ viewport: PHONE, hasTouch: true })

    test(`${site}: the home page's first screen is the dealer's name, the search box and the stock`, async ({
      page,
    }) => {
      const { config, total, words } = await siteOf()
      await page.goto(at('/'))
      const name = page.getByRole('heading', { level: 1, name: config.name })
      await expect(name).toBeVisible()
      await inFirstScreen(expect, name, PHONE.height)
      await inFirstScreen(expect, page.getByRole('main').getByRole('combobox').first(), PHONE.height)
      await inFirstScreen(expect, page.getByRole('link', { name: words.searchAll(total) }), PHONE.height)
    })

    test(`${site}: the first result starts in the search page's first screen, under a visible Filters control`, async ({
      page,
    }) => {
      const { config } = await siteOf()
      await page.goto(at(siteSearchPath(config)))
      const filters = page
        .getByRole('button', { name: FILTERS })
        .or(page.getByRole('link', { name: FILTERS }))
      await expect(filters).toBeVisible()
      await inFirstScreen(expect, filters, PHONE.height)
      const card = await page
        .getByRole('list', { name: 'Search results' })
        .getByRole('article')
        .first()
        .boundingBox()
      expect(card?.y).toBeLessThan(PHONE.height)
    })

    test(`${site}: tabbing to the footer's last link leaves every stop clear of the car page's action bar`, async ({
      page,
    }) => {
      const answer = await fetch(`${platform}/v1/sites/${site}/cars?per_page=50`)
      const { cars } = await answer.json()
      // A sold or reserved car has no action bar, and other specs reserve cars in this run.
      const car = cars.find((candidate) => !candidate.sold && !candidate.reserved)
      if (!car) throw new Error(`the seed of ${site} has no vehicle on sale`)
      // The bar scrolls focus clear once the page is hydrated (ui useFocusNotObscured); on a busy
      // machine the first Tab can come before that.
      await page.goto(at(`/cars/${car.slug}`), { waitUntil: 'networkidle' })
      const bar = page.getByRole('group', { name: 'Car actions' })
      await expect(bar).toBeVisible()
      const focusable = page.getByRole('contentinfo').locator('a[href], button')
      const last = focusable.last()
      await focusable.first().focus()
      for (let presses = 0; presses < 60; presses++) {
        if (await last.evaluate((element) => element === document.activeElement)) break
        await page.keyboard.press('Tab')
        // Every stop on the way is clear of the bar too (the scroll lands a frame after the focus).
        await expect.poll(() => focusIsUncovered(page)).toBe(true)
      }
      await expect(last).toBeFocused()
      await expect.poll(() => isUncovered(last)).toBe(true)
      const barBox = await bar.boundingBox()
      const lastBox = await last.boundingBox()
      expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0)
    })
  })

  test.describe(`${site} at 1280×900`, () => {
    test.use({ viewport: DESKTOP })

    test(`${site}: the filter sidebar and the results grid share the search page's first screen`, async ({
      page,
    }) => {
      const { config } = await siteOf()
      await page.goto(at(siteSearchPath(config)))
      const sidebar = page.getByRole('complementary', { name: 'Filters' })
      await expect(sidebar.getByRole('group').first()).toBeVisible()
      const grid = await page.getByRole('list', { name: 'Search results' }).boundingBox()
      const aside = await sidebar.boundingBox()
      expect(grid?.y).toBeLessThan(DESKTOP.height)
      expect(aside?.y).toBeLessThan(DESKTOP.height)
      // Beside, not above: the results start to the right of the sidebar.
      expect(grid?.x).toBeGreaterThan((aside?.x ?? 0) + (aside?.width ?? 0) - 1)
    })
  })
}
