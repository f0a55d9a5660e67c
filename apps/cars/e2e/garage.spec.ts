// The shopper's garage (issue 16 row 1): on a site with `garage_enabled` (the seed's harbour-nissan)
// a signed-in shopper keeps their own vehicles as the site's `garage_settings` ask, each linked to
// a valuation filled in; a site without it has no link and no page.
import { axeViolations, shopperPhone, signIn, siteOf, siteUrl } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const SITE = 'harbour-nissan'

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })

/** Every finding, whatever its impact, by rule and element. */
async function axeFindings(page: Page) {
  return (await axeViolations(page)).map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
  )
}

test('a signed-in shopper adds a vehicle, sees it with its valuation link, and removes it', async ({
  page,
}, testInfo) => {
  // Sign-in, three axe scans and two page loads: more than the default on a busy 2-core CI box.
  test.slow()
  const site = await siteOf(SITE)
  expect(site.garage_enabled).toBe(true)

  await page.goto(siteUrl(SITE))
  await mainNav(page).getByRole('link', { name: 'My Garage' }).click()
  await expect(page).toHaveURL(/\/sign-in\?type=garage&redirect=%2Fgarage$/)
  await expect(page.getByText('keep your cars in your garage')).toBeVisible()

  await signIn(page, shopperPhone('0412 555 77', testInfo))
  await expect(page).toHaveURL(/\/garage$/)
  await expect(page).toHaveTitle(`${site.garage_settings.heading} | ${site.name}`)
  await expect(page.getByRole('heading', { level: 1, name: site.garage_settings.heading })).toBeVisible()
  await expect(page.getByText('No vehicles in your garage yet.')).toBeVisible()
  // Loaded afresh: the sign-in page's pending-button announcement (react-aria's live announcer
  // labelling by an id that left with that page) is not this page's.
  await page.reload()
  expect(await axeFindings(page)).toEqual([])

  // The site requires the odometer: leaving it out is refused beside the field, the rest kept.
  await page.getByRole('textbox', { name: 'Rego' }).fill('abc 123')
  await page.getByRole('textbox', { name: 'Make' }).fill('Nissan')
  await page.getByRole('textbox', { name: 'Model' }).fill('X-Trail')
  await page.getByRole('textbox', { name: 'Year' }).fill('2019')
  await page.getByRole('button', { name: 'Add to My Garage' }).click()
  const odometer = page.getByRole('textbox', { name: 'Odometer (km)' })
  await expect(odometer).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('*This is a required field.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Make' })).toHaveValue('Nissan')
  expect(await axeFindings(page)).toEqual([])

  await odometer.fill('64,000')
  await page.getByRole('button', { name: 'Add to My Garage' }).click()
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '2019 Nissan X-Trail' }) })
  await expect(card).toBeVisible()
  await expect(card).toContainText('Rego ABC123 · 64,000 km')
  await expect(page.getByRole('textbox', { name: 'Make' })).toHaveValue('')
  expect(await axeFindings(page)).toEqual([])

  // Its valuation link opens Sell Your Car with the vehicle filled in.
  await expect(card.getByRole('link', { name: 'Book a Service for 2019 Nissan X-Trail' })).toHaveAttribute(
    'href',
    '/service?Vehicle+Make=Nissan&Vehicle+Model=X-Trail&Rego=ABC123',
  )
  await card.getByRole('link', { name: 'Trade-In Valuation for 2019 Nissan X-Trail' }).click()
  await expect(page).toHaveURL(/\/valuations\?/)
  await expect(
    page.getByRole('textbox', { name: 'Make' }).or(page.getByRole('combobox', { name: 'Make' })),
  ).toHaveValue('Nissan')
  await page.goBack()

  await page.getByRole('button', { name: 'Remove 2019 Nissan X-Trail from My Garage' }).click()
  await expect(page.getByText('No vehicles in your garage yet.')).toBeVisible()
})

test('adding and removing work without JavaScript', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl(SITE, '/garage'))
  await expect(page).toHaveURL(/\/sign-in\?type=garage/)
  await signIn(page, shopperPhone('0412 555 88', testInfo))
  await expect(page).toHaveURL(/\/garage$/)
  for (const [name, value] of [
    ['Rego', 'XYZ99'],
    ['Make', 'Mazda'],
    ['Model', 'CX-5'],
    ['Year', '2018'],
    ['Odometer (km)', '80000'],
  ] as const) {
    await page.getByRole('textbox', { name }).fill(value)
  }
  await page.getByRole('button', { name: 'Add to My Garage' }).click()
  await expect(page.getByRole('heading', { name: '2018 Mazda CX-5' })).toBeVisible()
  await page.getByRole('button', { name: 'Remove 2018 Mazda CX-5 from My Garage' }).click()
  await expect(page.getByText('No vehicles in your garage yet.')).toBeVisible()
  await context.close()
})

test('a site without the garage has no My Garage link, and /garage is not found', async ({ page }) => {
  expect((await siteOf('coastal-motors')).garage_enabled).toBe(false)
  await page.goto('/')
  await expect(mainNav(page)).toBeVisible()
  await expect(page.getByRole('link', { name: 'My Garage' })).toHaveCount(0)
  const answer = await page.goto('/garage')
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})
