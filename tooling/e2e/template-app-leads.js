// The site's own lead forms, for every family (issue 11: each family tested like cars; §5 Forms):
// a general enquiry, a trade-in valuation and a finance application each reach the dealer — read
// back through the dealer's own API, not only from the page — a finance application left halfway is
// kept for the dealer, and a form works without JavaScript. The car page's enquiry and the family's
// buying path are the journey's (template-app-journey.js).
import { siteOf } from './seeded-reads.js'
import { agreeToTermsIfAsked, dealerLeadBy, fillContact } from './shopper-steps.js'
import { e2ePorts } from './template-app-config.js'

/** A postcode of the site's region (a finance application asks for one). */
const POSTCODE = { AU: '4000', NZ: '8011' }

/**
 * @param {object} options
 * @param {import('@playwright/test').TestType<any, any>} options.test
 * @param {typeof import('@playwright/test').expect} options.expect
 * @param {string} options.app   the family (its e2e ports)
 * @param {string} options.site  the demo site's slug
 */
export function templateAppLeads({ test, expect, app, site }) {
  const at = (path) => `http://${site}.localhost:${e2ePorts(app).app}${path}`
  /** A shopper's address of its own, so the lead the dealer reads back is this test's. */
  const emailFor = (form) => `${form}.${site}.${Date.now()}@example.com`

  /** The site's own word for sending a form ('Submit Form', 'Send Message', …: config labels). */
  const submit = (page, config) => page.getByRole('button', { name: config.config.labels.submit }).click()

  /** A site of several locations asks which; a dealer group also asks which dealership. */
  async function chooseWhereIfAsked(page) {
    for (const name of [/^Location/, /^Dealership/]) {
      const select = page.getByRole('combobox', { name })
      if (await select.count()) await select.selectOption({ index: 1 })
    }
  }

  /** The contact page's enquiry, filled in and sent. */
  async function sendContactForm(page, config, { type, email, message }) {
    await page.getByRole('combobox', { name: /Enquiry type/ }).selectOption(type)
    await chooseWhereIfAsked(page)
    await fillContact(page, config.region, email)
    await page.getByRole('textbox', { name: /^Message/ }).fill(message)
    await agreeToTermsIfAsked(page, config)
    await submit(page, config)
  }

  /** The finance application's first step, up to its second ('Your loan'). */
  async function financeAboutYou(page, config, email) {
    await page.goto(at('/finance-pre-approval'))
    await page.getByRole('textbox', { name: /First Name/ }).fill('Alex')
    await page.getByRole('textbox', { name: /Last Name/ }).fill('Citizen')
    await page.getByRole('textbox', { name: /^Email/ }).fill(email)
    await page
      .getByRole('textbox', { name: /Mobile Number/ })
      .fill(config.region === 'NZ' ? '021 234 5678' : '0412 345 678')
    await page.getByRole('textbox', { name: /Postcode/ }).fill(POSTCODE[config.region] ?? POSTCODE.AU)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText(/^Step 2 of \d: Your loan/)).toBeVisible()
  }

  test(`${site}: a general enquiry from the contact page reaches the dealer with its type and message`, async ({
    page,
  }) => {
    const config = await siteOf(site)
    const email = emailFor('contact')
    await page.goto(at('/contact'))
    await sendContactForm(page, config, {
      type: 'Sales Enquiry',
      email,
      message: 'When are you open on Sunday?',
    })
    await expect(page).toHaveURL(/\/success/)
    expect(await dealerLeadBy(app, site, email)).toMatchObject({
      category: 'Sales Enquiry',
      lead_status: 'Completed',
      message: 'When are you open on Sunday?',
    })
  })

  test(`${site}: a trade-in valuation carries the shopper's vehicle from its first step to the dealer`, async ({
    page,
  }) => {
    const config = await siteOf(site)
    const email = emailFor('valuation')
    await page.goto(at('/valuations'))
    await page.getByRole('textbox', { name: /^Make/ }).fill('Isuzu')
    await page.getByRole('textbox', { name: /^Model/ }).fill('NPR 45-155')
    await page.getByRole('textbox', { name: /^Year/ }).fill('2018')
    await page.getByRole('textbox', { name: /^Kilometres/ }).fill('92000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await fillContact(page, config.region, email)
    await page.getByRole('textbox', { name: /^Message/ }).fill('Towbar fitted.')
    await agreeToTermsIfAsked(page, config)
    await submit(page, config)
    await expect(page).toHaveURL(/\/success/)
    const lead = await dealerLeadBy(app, site, email)
    expect(lead).toMatchObject({ lead_status: 'Completed', message: 'Towbar fitted.' })
    expect(Object.values(lead?.answers ?? {})).toEqual(expect.arrayContaining(['Isuzu', 'NPR 45-155']))
  })

  test(`${site}: a finance application left at its second step is kept for the dealer as incomplete`, async ({
    page,
  }) => {
    const config = await siteOf(site)
    const email = emailFor('finance-left')
    await financeAboutYou(page, config, email)
    // The shopper leaves here; the dealer still has the first step's details to call back on.
    expect(await dealerLeadBy(app, site, email)).toMatchObject({ lead_status: 'Incomplete' })
  })

  test(`${site}: without JavaScript a form answers with its errors, then sends the lead`, async ({
    browser,
  }) => {
    const config = await siteOf(site)
    const email = emailFor('no-js')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(at('/contact'))
    await submit(page, config)
    await expect(page.getByText('*This is a required field.').first()).toBeVisible()
    await sendContactForm(page, config, {
      type: 'General Enquiry',
      email,
      message: 'Posted without JavaScript.',
    })
    await expect(page).toHaveURL(/\/success\?category=General\+Enquiry&event=22$/)
    expect(await dealerLeadBy(app, site, email)).toMatchObject({
      category: 'General Enquiry',
      message: 'Posted without JavaScript.',
    })
    await context.close()
  })
}
