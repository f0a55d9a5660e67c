// Steps every family's specs take the same way: a shopper's contact details on a lead form, and the
// dealer reading the lead back through its own API (issue 13) — so a spec checks what reached the
// dealer, not only what the page said.
import { e2ePorts } from './template-app-config.js'

/** The lead `email` sent, as the dealer of `site` reads it from the platform (undefined if none). */
export async function dealerLeadBy(app, site, email) {
  const answer = await fetch(`http://127.0.0.1:${e2ePorts(app).platform}/v1/dealer/leads`, {
    headers: { authorization: `Bearer demo-dealer-${site}` },
  })
  if (answer.status !== 200) throw new Error(`the dealer API answered ${answer.status}`)
  return (await answer.json()).leads.find((lead) => lead.email === email)
}

/** Name, e-mail and a mobile number of the site's region in a lead form's contact fields. */
export async function fillContact(page, region, email) {
  await page.getByRole('textbox', { name: /Full Name/ }).fill('Alex Citizen')
  await page.getByRole('textbox', { name: /^Email/ }).fill(email)
  await page
    .getByRole('textbox', { name: /Mobile Number/ })
    .fill(region === 'NZ' ? '021 234 5678' : '0412 345 678')
}

/** The listing's result count ('Showing 1–21 of 48 trucks'); a range filter's reading is a status too. */
export const resultCount = (page) => page.getByRole('status').filter({ hasText: /^Showing / })
