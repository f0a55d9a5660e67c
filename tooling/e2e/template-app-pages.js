// Every page a template app serves, for every family (issue 11: each family tested like cars): the
// app's own pages and the kit's routes it composes answer inside the dealer's frame with a title and
// one main heading, and axe finds nothing serious at WCAG 2.2 AA — an app that drops or breaks a
// route, or a family block that is not accessible, fails here. And the family's profile shows: the
// car page's details, schema.org type and the result cards' chips are the domain's for that family.
import {
  carSpecifications,
  carSummaryFacts,
  familyProfileOf,
  resultCardChips,
  siteSearchPath,
} from '@forecourt/domain'
import { seriousAxeFindings } from './axe-findings.js'
import { e2ePorts } from './template-app-config.js'

/**
 * The kit's pages every family composes (packages/storefront route-config), by what a shopper
 * calls them. A page the site does not offer (no electric stock) answers the dealer's 404 instead.
 */
const KIT_PAGES = [
  ['saved cars', '/favourites'],
  ['compare', '/compare'],
  ['sign in', '/sign-in'],
  ['contact us', '/contact'],
  ['finance pre-approval', '/finance-pre-approval'],
  ['trade-in valuation', '/valuations'],
  ['service booking', '/service'],
  ['models', '/models'],
  ['FAQs', '/faqs'],
  ['finance', '/finance'],
  ['terms', '/terms'],
  ['privacy policy', '/privacy-policy'],
  ['special offers', '/special-offers'],
]

/**
 * @param {object} options
 * @param {import('@playwright/test').TestType<any, any>} options.test
 * @param {typeof import('@playwright/test').expect} options.expect
 * @param {string} options.app   the family (its e2e ports)
 * @param {string} options.site  the demo site's slug
 */
export function templateAppPages({ test, expect, app, site }) {
  const platform = `http://127.0.0.1:${e2ePorts(app).platform}`
  const at = (path) => `http://${site}.localhost:${e2ePorts(app).app}${path}`

  async function platformJson(path) {
    const answer = await fetch(`${platform}/v1/sites/${site}${path}`)
    if (!answer.ok) throw new Error(`the platform answered ${answer.status} to ${path}`)
    return answer.json()
  }

  /**
   * The page is the dealer's: its header and footer, a title, one h1, and nothing axe calls serious
   * in `scope` (the header and footer are the same on every page: checked whole on the main pages).
   */
  async function expectDealerPage(page, path, scope = 'body') {
    await expect(page.getByRole('banner').first()).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    expect((await page.title()).trim(), `${path} has a title`).not.toBe('')
    const serious = await seriousAxeFindings(page, { include: scope })
    expect(serious, `axe on ${path}`).toEqual([])
  }

  for (const [name, path] of KIT_PAGES) {
    test(`${site}: the ${name} page (${path}) is the dealer's, titled and accessible`, async ({ page }) => {
      // axe over a whole form page takes seconds on a busy 2-core machine.
      test.slow()
      const response = await page.goto(at(path), { waitUntil: 'networkidle' })
      expect([200, 404], `${path} answered ${response?.status()}`).toContain(response?.status())
      await expectDealerPage(page, path, 'main')
    })
  }

  /** The pages a shopper lands on, checked whole (chrome included) on a phone and a desktop, no wider than the screen. */
  const MAIN_PAGES = [
    ['home', () => '/'],
    ['search', ({ config }) => siteSearchPath(config)],
    ['vehicle', ({ car }) => `/cars/${car.slug}`],
    ['dealership', ({ config }) => `/locations/${config.locations[0]?.slug}`],
  ]
  for (const [name, pathOf] of MAIN_PAGES) {
    test(`${site}: the ${name} page is accessible on a phone and a desktop @mobile`, async ({ page }) => {
      test.slow()
      const { site: config } = await platformJson('')
      const { cars } = await platformJson('/cars?per_page=1')
      const path = pathOf({ config, car: cars[0] })
      const response = await page.goto(at(path), { waitUntil: 'networkidle' })
      expect(response?.status(), path).toBe(200)
      await expectDealerPage(page, path)
      // Nothing widens the page past the screen: a phone would zoom out and every tap would miss.
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
      expect(widths[0], `${path} is as wide as the screen`).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      )
    })
  }

  test(`${site}: a vehicle's page lists the family's details and key facts, and says its schema.org type`, async ({
    page,
  }) => {
    const { site: config } = await platformJson('')
    const { cars } = await platformJson('/cars?per_page=1')
    const car = cars[0]
    await page.goto(at(`/cars/${car.slug}`))
    const rows = page.locator('dl.fc-Facts > div')
    const expected = carSpecifications(car, config)
    expect(expected.length).toBeGreaterThan(3)
    await expect(rows.locator('dt')).toHaveText(expected.map((row) => row.label))
    await expect(rows.locator('dd')).toHaveText(expected.map((row) => row.value))
    // The sidebar's key facts under the price are the family's too (a caravan's berths, not a gearbox).
    const summary = page.getByRole('complementary', { name: 'Car summary' }).locator('dl > div')
    const facts = carSummaryFacts(car, config)
    await expect(summary.locator('dt')).toHaveText(facts.map((fact) => fact.label))
    await expect(summary.locator('dd')).toHaveText(facts.map((fact) => fact.value))
    const graphs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')))
    const types = graphs
      .flatMap((graph) => [graph, ...(graph?.['@graph'] ?? [])])
      .map((node) => node?.['@type'])
    expect(types).toContain(familyProfileOf(config.template).schemaOrgType)
  })

  test(`${site}: the sell page and its FAQ speak of the family's vehicle`, async ({ page }) => {
    const { site: config } = await platformJson('')
    const { singular } = familyProfileOf(config.template).vocabulary
    const noun = (capital) => (capital ? singular.charAt(0).toUpperCase() + singular.slice(1) : singular)
    await page.goto(at('/valuations'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sell Your ${noun(true)}`)
    await expect(page.getByRole('group', { name: `Your ${noun(false)}` })).toBeVisible()
    await page.goto(at('/faqs'))
    await expect(page.getByRole('main')).toContainText(`on our Sell Your ${noun(true)} page`)
  })

  test(`${site}: each result card shows the family's chips for its vehicle`, async ({ page }) => {
    const { site: config } = await platformJson('')
    await page.goto(at(siteSearchPath(config)))
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article')
    await expect(cards.first()).toBeVisible()
    for (const card of (await cards.all()).slice(0, 3)) {
      const href = (await card.getByRole('link').first().getAttribute('href')) ?? ''
      const slug = /\/cars\/([^/?#]+)/.exec(href)?.[1]
      expect(slug, `a card links to its car: ${href}`).toBeTruthy()
      const { car } = await platformJson(`/cars/${slug}`)
      await expect(card.getByRole('list', { name: 'Key details' }).getByRole('listitem')).toHaveText(
        resultCardChips(car, config).map((chip) => chip.label),
      )
    }
  })
}
