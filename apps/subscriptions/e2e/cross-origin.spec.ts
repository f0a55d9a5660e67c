// CSRF (issue 14 item 9): a page of another origin cannot make a shopper's browser change anything
// on a dealer site — not a lead form, not a sign-in, not the watchlist API — while the site's own
// pages still can. The attacker page is served by the platform's origin, which sends no CSP. Run on
// the subscriptions demo site, a watchlist dealer.
import { platformUrl, siteUrl } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const PLATFORM = platformUrl()

const SITE = 'drive-subscriptions'

/** Opens a page of another origin holding a form that posts `fields` to the dealer site's `path`. */
async function postFromAnotherSite(page: Page, path: string, fields: Record<string, string>) {
  await page.goto(`${PLATFORM}/health`)
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('')
  await page.setContent(
    `<form method="post" action="${siteUrl(SITE, path)}">${inputs}<button>Send</button></form>`,
  )
  const response = page.waitForResponse((answer) => answer.url() === siteUrl(SITE, path))
  await page.getByRole('button', { name: 'Send' }).click()
  return response
}

test('a lead form posted from another site is refused and the shopper is told why', async ({ page }) => {
  const response = await postFromAnotherSite(page, '/contact', {
    name: 'Mallory Example',
    email: 'mallory@example.com',
    phone: '0212345678',
    message: 'Sent by another site',
  })
  expect(response.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'This form was not sent' })).toBeVisible()
  // The refusal is a page like any other: it carries the security headers.
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})

test('a sign-in posted from another site is refused (login CSRF)', async ({ page }) => {
  const response = await postFromAnotherSite(page, '/sign-in', { phone: '0212345678' })
  expect(response.status()).toBe(403)
})

test('the watchlist API refuses another origin and anything but JSON', async ({ page }) => {
  // A browser marks a request another site's page made; the API refuses it before any action (and
  // before the site is looked up, so the bare address stands in for the host Node cannot resolve).
  const crossSite = await page.request.post(
    `http://127.0.0.1:${new URL(siteUrl(SITE)).port}/api/watchlist/save-car`,
    {
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      data: { car_id: 1 },
    },
  )
  expect(crossSite.status()).toBe(403)
  // Even from the site itself, a form's text/plain body is not taken for JSON.
  await page.goto(siteUrl(SITE))
  const plain = await page.evaluate(async () => {
    const response = await fetch('/api/watchlist/save-car', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ car_id: 1 }),
    })
    return response.status
  })
  expect(plain).toBe(415)
})

test('the site’s own forms still post', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/sign-in'))
  await page.getByLabel(/Mobile/).fill('not a phone')
  await page.getByRole('button', { name: /code/i }).click()
  // The action ran (it judged the phone) rather than being refused.
  await expect(
    page.getByText('Invalid phone number. Must be Australian or New Zealand number.'),
  ).toBeVisible()
})
