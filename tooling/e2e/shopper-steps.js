// Steps every family's specs take the same way: a shopper's contact details on a lead form, and the
// dealer reading the lead back through its own API (issue 13) — so a spec checks what reached the
// dealer, not only what the page said.
import { contact } from './lead-steps.js'
import { platformUrl, siteOf } from './seeded-reads.js'
import { e2ePorts } from './template-app-config.js'

/** The lead `email` sent, as the dealer of `site` reads it from the platform (undefined if none). */
export async function dealerLeadBy(app, site, email) {
  const answer = await fetch(`http://127.0.0.1:${e2ePorts(app).platform}/v1/dealer/leads`, {
    headers: { authorization: `Bearer demo-dealer-${site}` },
  })
  if (answer.status !== 200) throw new Error(`the dealer API answered ${answer.status}`)
  return (await answer.json()).leads.find((lead) => lead.email === email)
}

/**
 * Name (one field, or first and last), e-mail and a mobile number of the site's region in a lead
 * form's contact fields.
 */
export async function fillContact(page, region = 'AU', email = contact.email, { fullName = true } = {}) {
  if (fullName) await page.getByRole('textbox', { name: /Full Name/ }).fill(contact.name)
  else {
    await page.getByRole('textbox', { name: /First Name/ }).fill('Alex')
    await page.getByRole('textbox', { name: /Last Name/ }).fill('Citizen')
  }
  await page.getByRole('textbox', { name: /^Email/ }).fill(email)
  await page
    .getByRole('textbox', { name: /Mobile Number/ })
    .fill(region === 'NZ' ? '021 234 5678' : contact.phone)
}

/** `text` as a literal inside a RegExp (a car's name may hold '+' or '.'). */
export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The listing's result card of the vehicle named `name`. */
export const resultCardOf = (page, name) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('article', { name, exact: true }).first()

/** The listing's result count ('Showing 1–21 of 48 trucks'); a range filter's reading is a status too. */
export const resultCount = (page) => page.getByRole('status').filter({ hasText: /^Showing / })

/** How a listing's count reads for `total` results: '… of 12 trucks', or 'No … match'. */
export const countReading = (total) => new RegExp(total === 0 ? '^No ' : `of ${total}\\b`)

/**
 * What the site's search index answers to `params`, asked with the site's own public search key
 * (the one its pages use): a spec compares a menu's counts or a listing with the index.
 */
export async function searchOf(site, params = {}) {
  const { app_id, key, index } = (await siteOf(site)).search
  const response = await fetch(`${platformUrl()}/1/indexes/${index}/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': app_id, 'x-algolia-api-key': key, 'content-type': 'text/plain' },
    body: JSON.stringify({ hitsPerPage: 21, ...params }),
  })
  if (!response.ok) throw new Error(`search answered ${response.status}`)
  return response.json()
}

/** A dealer that requires its terms agreed to has the box on every form's last step (§5). */
export async function agreeToTermsIfAsked(page, config) {
  if (config.config.enquiry.terms_required) {
    await page.locator('label', { hasText: 'I agree to the terms and conditions.' }).click()
  }
}
