// The shopper's whole way through a template app (issue 11: home → search → filter → car →
// enquiry → the family's buying path), with and without JavaScript. The buying path is the one the
// demo site's configuration gives its cars: a deposit paid to the local test processor, a
// processor's hosted page, Stripe's card form, or a subscription application.
import {
  buyingPathOf,
  carActions,
  depositProcessorOf,
  familyProfileOf,
  manufacturerSlug,
  siteSearchPath,
} from '@forecourt/domain'
import { agreeToTermsIfAsked, dealerLeadBy, fillContact, resultCount } from './shopper-steps.js'
import { e2ePorts } from './template-app-config.js'

/** The processors that take a deposit on their own page, by the name the page gives them. */
const HOSTED_NAMES = { till: 'Till Payments', st_george: 'St.George' }

/**
 * @param {object} options
 * @param {import('@playwright/test').TestType<any, any>} options.test
 * @param {typeof import('@playwright/test').expect} options.expect
 * @param {string} options.app   the family (its e2e ports)
 * @param {string} options.site  the demo site's slug
 */
export function templateAppJourney({ test, expect, app, site }) {
  const platform = `http://127.0.0.1:${e2ePorts(app).platform}`
  const at = (path) => `http://${site}.localhost:${e2ePorts(app).app}${path}`

  async function siteOf() {
    const { site: config } = await (await fetch(`${platform}/v1/sites/${site}`)).json()
    const profile = familyProfileOf(config.template)
    return { config, profile, searchPath: siteSearchPath(config) }
  }

  async function stock() {
    const answer = await fetch(`${platform}/v1/sites/${site}/cars?per_page=100`)
    return (await answer.json()).cars
  }

  /** A car that takes the site's buying path: a subscription applied for, or a deposit it allows. */
  async function buyingCar(config) {
    // The domain's own list of a car's actions says whether it can be subscribed to or reserved.
    const context = { checkoutEnabled: config.features.checkout, financeButton: false }
    const takesUp = (car) =>
      carActions(car, context).some((action) => action === 'subscribe' || action === 'reserve')
    const car = (await stock()).findLast(takesUp)
    if (!car) throw new Error(`${site} has no car a shopper can reserve or subscribe to`)
    return car
  }

  /** The car page's actions, named in the family's words ('Actions for this truck'). */
  const actionsOf = (page, config) =>
    page.getByRole('list', {
      name: `Actions for this ${familyProfileOf(config.template).vocabulary.singular}`,
    })

  /** From a listing to its first available car, then its Enquire Now, read back from the dealer's API. */
  async function enquireOnFirstResult(page, config) {
    const first = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('article')
      .filter({ has: page.getByText(/^Quick Enquiry/) })
      .first()
    const name = await first.getByRole('heading').innerText()
    await first.getByRole('link', { name: /^(Explore Vehicle|View Details) for / }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await actionsOf(page, config).getByRole('link', { name: config.config.labels.enquire }).click()
    const email = `enquiry-${Date.now()}@example.com`
    await fillContact(page, config.region, email)
    await page.getByRole('textbox', { name: /^Message/ }).fill('Is it still available this week?')
    await agreeToTermsIfAsked(page, config)
    await page.getByRole('button', { name: config.config.labels.enquire }).click()
    await expect(page).toHaveURL(/\/success/)
    expect(await dealerLeadBy(app, site, email)).toMatchObject({
      lead_status: 'Completed',
      message: 'Is it still available this week?',
    })
  }

  /** The site's buying path on `car`, as far as a browser on this machine can take it. */
  async function takeUp(page, config, car, { javaScript }) {
    await page.goto(at(`/cars/${car.slug}`))
    if (buyingPathOf(car.listing) === 'subscribe') {
      await actionsOf(page, config).getByRole('link', { name: 'Subscribe' }).click()
      const email = `subscriber-${Date.now()}@example.com`
      await fillContact(page, config.region, email)
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByRole('combobox', { name: /Term/ }).selectOption(String(car.listing.minimum_term_months))
      await page.getByLabel(/When would you like to collect the car/).fill('2027-03-01T10:00')
      await page.getByRole('combobox', { name: /Driver licence/ }).selectOption('Full')
      await agreeToTermsIfAsked(page, config)
      await page.getByRole('button', { name: 'Submit Form' }).click()
      await expect(page).toHaveURL(/\/success/)
      expect(await dealerLeadBy(app, site, email)).toMatchObject({
        category: 'Subscription Application',
        car_id: car.id,
      })
      return
    }
    await actionsOf(page, config)
      .getByRole('link', { name: /^Reserve Now/ })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reserve ${car.name}`)
    const processor = depositProcessorOf(car.payment_processors)?.authorization_type
    if (processor === 'test') {
      // The local test processor's card form is a plain post: it pays with or without JavaScript.
      await page.getByRole('button', { name: /^Pay .* deposit$/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Reserved' })).toBeVisible()
      const { car: after } = await (await fetch(`${platform}/v1/sites/${site}/cars/${car.slug}`)).json()
      expect(after.reserved).toBe(true)
    } else if (processor === 'till' || processor === 'st_george') {
      await expect(
        page.getByText(`The deposit is paid on the ${HOSTED_NAMES[processor]} secure page`),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: config.config.labels.enquire })).toBeVisible()
    } else {
      // Stripe: Stripe.js comes from Stripe's servers, which this machine cannot reach: with
      // JavaScript the page offers the card form or says plainly that it could not load; without,
      // its noscript says card payment needs JavaScript (Chromium's script switch leaves noscript
      // unrendered, so its text is read from the document — again until the page has streamed in
      // past the heading: read once, it raced the rest of the document on a busy machine).
      await expect(page.getByRole('heading', { name: 'Pay your deposit' })).toBeVisible()
      if (javaScript) {
        const payable = page.getByRole('button', { name: /^Pay .* deposit$/ })
        await expect(payable.or(page.getByText('The card form could not be loaded'))).toBeVisible()
      } else {
        const noscripts = () =>
          page.locator('noscript').evaluateAll((nodes) => nodes.map((node) => node.textContent).join(' '))
        await expect.poll(noscripts).toContain('Paying a deposit by card needs JavaScript')
      }
    }
  }

  test(`${site}: a shopper filters, opens a car, enquires and takes the family's buying path @mobile`, async ({
    page,
  }) => {
    // Two forms and a payment in one test: more than one page's worth of time on a 2-core machine.
    test.setTimeout(90_000)
    const { config, profile, searchPath } = await siteOf()
    // Scripts loaded first: a box ticked before the listing hydrates can be unticked by hydration.
    await page.goto(at(searchPath), { waitUntil: 'networkidle' })
    // The family's first facet (Make for every family): its top value narrows the listing to its count.
    const facet = page.getByRole('group', { name: profile.facets[0].label })
    const option = facet.getByRole('checkbox').first()
    const label = await facet.locator('label').first().innerText()
    const count = Number(/\((\d+)\)\s*$/.exec(label)?.[1])
    await option.check()
    await expect(resultCount(page)).toHaveText(
      `Showing 1–${Math.min(21, count)} of ${count} ${profile.vocabulary.plural}`,
    )
    await enquireOnFirstResult(page, config)
    await takeUp(page, config, await buyingCar(config), { javaScript: true })
  })

  test(`${site}: the same journey works without JavaScript`, async ({ browser }) => {
    test.setTimeout(90_000)
    const { config, profile } = await siteOf()
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      // Without JavaScript a filter is a link to its own path (§2 /search/{make}).
      const make = (await stock())[0].make
      await page.goto(at(`/search/${manufacturerSlug(make)}`))
      const results = page.getByRole('list', { name: 'Search results' }).getByRole('article')
      await expect(results.first()).toBeVisible()
      await expect(resultCount(page)).toContainText(profile.vocabulary.plural)
      for (const heading of await results.getByRole('heading').allInnerTexts())
        expect(heading).toContain(make)
      await enquireOnFirstResult(page, config)
      await takeUp(page, config, await buyingCar(config), { javaScript: false })
    } finally {
      await context.close()
    }
  })
}
