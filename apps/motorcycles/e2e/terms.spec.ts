// A dealer that asks shoppers to agree to its terms (§5 terms_agreed, §1 terms texts): the form
// shows the dealer's own terms where it asks, and they have a page of their own (issue 16 item 2).
import { e2ePorts } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const PLATFORM = `http://127.0.0.1:${e2ePorts('motorcycles').platform}`
const SITE = 'throttle-motorcycles'

async function termsOf(site: string): Promise<string> {
  const { site: config } = await (await fetch(`${PLATFORM}/v1/sites/${site}`)).json()
  return config.config.terms_text
}

test('an enquiry shows the dealer’s terms where it asks to agree to them', async ({ page }) => {
  const terms = await termsOf(SITE)
  const { cars } = await (await fetch(`${PLATFORM}/v1/sites/${SITE}/cars?per_page=1`)).json()
  await page.goto(`/cars/${cars[0].slug}/enquire`)
  const agree = page.getByRole('checkbox', { name: /I agree to the terms and conditions/ })
  await expect(agree).toBeVisible()
  await page.getByText('Read the terms and conditions').click()
  await expect(page.getByText(terms)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open the terms on their own page' })).toHaveAttribute(
    'href',
    '/terms',
  )
})

test('the terms have their own page', async ({ page }) => {
  const terms = await termsOf(SITE)
  const response = await page.goto('/terms')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions')
  await expect(page.getByRole('main').getByText(terms)).toBeVisible()
  await expect(page).toHaveTitle(/^Terms and Conditions \| /)
})
