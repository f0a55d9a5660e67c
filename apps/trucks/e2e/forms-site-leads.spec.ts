import { familyProfileOf, inFamilyWords } from '@forecourt/domain'
import {
  contact,
  expectSuccessPage,
  fillContact,
  firedEvents,
  leadState,
  PLATFORM_MESSAGE,
  savedLeadId,
} from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

// The dealer's own lead forms (§5), sent from the trucks demo site: a truck dealer's finance,
// service, valuation and careers pages are the kit's, and its enquiry's message is optional.
const SITE = 'big-rig-trucks'

async function fillFinanceAboutYou(page: import('@playwright/test').Page) {
  await fillContact(page, 'AU', contact.email, { fullName: false })
  await page.getByRole('textbox', { name: /Postcode/ }).fill('4000')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Step 2 of 4: Your loan')).toBeVisible()
}

test('a finance application abandoned at step 2 is stored as an incomplete lead', async ({ page }) => {
  await page.goto('/finance-pre-approval')
  await fillFinanceAboutYou(page)
  const leadId = await savedLeadId(page)
  // The shopper leaves here. The platform holds the lead, still open for its next step.
  const stored = await leadState(SITE, leadId)
  expect(stored.status).toBe(200)
  expect(stored.body).toMatchObject({ lead_id: leadId, lead_status: 'Incomplete', form_completed: false })
})

test('a finance application skips the trade-in step, reuses its lead and completes it', async ({ page }) => {
  await page.goto('/finance-pre-approval')
  await fillFinanceAboutYou(page)
  const leadId = await savedLeadId(page)
  await page.getByRole('textbox', { name: /Amount to borrow/ }).fill('25000')
  await page.getByRole('combobox', { name: /Loan term/ }).selectOption('5 years')
  await page.locator('label', { hasText: 'Full time' }).click()
  await page.locator('label', { hasText: /^No$/ }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Step 4 of 4: Anything else')).toBeVisible()
  expect(await savedLeadId(page)).toBe(leadId)
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page.getByRole('textbox', { name: /Amount to borrow/ })).toHaveValue('25000')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('textbox', { name: /Message/ }).fill(PLATFORM_MESSAGE)
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expectSuccessPage(page)
  expect(await firedEvents(page)).toContain(22)
  expect((await leadState(SITE, leadId)).status).toBe(409)
})

test('/contact sends a general enquiry (event 22)', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('combobox', { name: /Enquiry type/ }).selectOption('Sales Enquiry')
  const location = page.getByRole('combobox', { name: /Location/ })
  if (await location.count()) await location.selectOption({ index: 1 })
  await fillContact(page)
  await page.getByRole('textbox', { name: /Message/ }).fill('When are you open on Sunday?')
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expectSuccessPage(page)
  expect(await firedEvents(page)).toContain(22)
})

test('Book a Service sends the checked additional services', async ({ page }) => {
  await page.goto('/service')
  await page.getByRole('textbox', { name: /^Make/ }).fill('Isuzu')
  await page.getByRole('textbox', { name: /^Model/ }).fill('FRR')
  await page.getByRole('combobox', { name: /Service required/ }).selectOption('Logbook service')
  await page.locator('label', { hasText: /^Tyres$/ }).click()
  await page.locator('label', { hasText: 'Wheel alignment' }).click()
  await expect(page.getByRole('checkbox', { name: 'Tyres' })).toBeChecked()
  const centre = page.getByRole('combobox', { name: /Service centre/ })
  if (await centre.count()) await centre.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Continue' }).click()
  await fillContact(page)
  await page.getByRole('textbox', { name: /Message/ }).fill(PLATFORM_MESSAGE)
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expectSuccessPage(page)
})

for (const [path, title] of [
  // The valuation page is in the family's words: 'Sell Your Truck'.
  ['/valuations', inFamilyWords('Sell Your Car', familyProfileOf('trucks').vocabulary)],
  ['/instant-price', 'Instant Price'],
] as const) {
  test(`${title} (${path}) saves the car step and completes the lead`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await page.getByRole('textbox', { name: /^Make/ }).fill('Hino')
    await page.getByRole('textbox', { name: /^Model/ }).fill('300 Series')
    await page.getByRole('textbox', { name: /^Year/ }).fill('2018')
    await page.getByRole('textbox', { name: /^Kilometres/ }).fill('92000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await fillContact(page)
    await page.getByRole('textbox', { name: /Message/ }).fill(PLATFORM_MESSAGE)
    await page.getByRole('button', { name: 'Submit Form' }).click()
    await expectSuccessPage(page)
  })
}

test('careers is sent as a career enquiry and fires 51', async ({ page }) => {
  await page.goto('/careers')
  await fillContact(page, 'AU', contact.email, { fullName: false })
  await page.getByRole('textbox', { name: /Position/ }).fill('Sales consultant')
  await page.getByRole('textbox', { name: /Tell us about yourself/ }).fill('Five years selling trucks.')
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expectSuccessPage(page)
  expect(await firedEvents(page)).toContain(51)
})

test('a form works without JavaScript: errors from the server, then /success', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expect(page.getByText('*This is a required field.').first()).toBeVisible()
  await page.getByRole('combobox', { name: /Enquiry type/ }).selectOption('General Enquiry')
  const location = page.getByRole('combobox', { name: /Location/ })
  if (await location.count()) await location.selectOption({ index: 1 })
  await fillContact(page)
  await page.getByRole('textbox', { name: /Message/ }).fill('Posted without JavaScript.')
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expect(page).toHaveURL(/\/success\?category=General\+Enquiry&event=22$/)
  await context.close()
})
