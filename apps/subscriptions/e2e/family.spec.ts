// What makes a subscriptions site a subscriptions site (issue 11): a car is quoted by the week with
// what the price includes, never sold at a purchase price with a deposit; a rental by the day.
import { e2ePorts } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const PLATFORM = `http://127.0.0.1:${e2ePorts('subscriptions').platform}`
const SITE = 'drive-subscriptions'

interface Listed {
  slug: string
  listing: { kind: string; weekly_price?: number; daily_rate?: number; minimum_term_months?: number }
}

async function listed(kind: string): Promise<Listed | undefined> {
  const { cars } = await (await fetch(`${PLATFORM}/v1/sites/${SITE}/cars?per_page=60`)).json()
  return (cars as Listed[]).find((car) => car.listing.kind === kind)
}

const dollars = (amount: number) => `$${new Intl.NumberFormat('en-AU').format(Math.round(amount))}`

test('the home page explains a subscription before any car', async ({ page }) => {
  await page.goto('/')
  const how = page.getByRole('region', { name: 'How a subscription works' })
  await expect(how.getByRole('listitem')).toHaveCount(4)
  await expect(how).toContainText('Includes registration, insurance and servicing')
  await expect(page.getByRole('contentinfo')).toContainText('includes registration, insurance and servicing')
})

test('a subscription car is quoted by the week with its terms, and cannot be reserved with a deposit', async ({
  page,
}) => {
  const car = await listed('subscription')
  expect(car).toBeDefined()
  await page.goto(`/cars/${car?.slug}`)
  const weekly = `${dollars(car?.listing.weekly_price ?? 0)} per week`
  await expect(page.getByRole('complementary', { name: 'Car summary' })).toContainText(weekly)
  const terms = page.getByRole('region', { name: 'Subscription terms' })
  await expect(terms).toContainText(`${car?.listing.minimum_term_months} months minimum`)
  await expect(terms).toContainText('Bond')
  await expect(page.getByText('Reserve Now')).toHaveCount(0)
  await expect(page.getByText(/p\.a\. comparison rate/)).toHaveCount(0)
})

test('a rental car is quoted by the day with where to collect it', async ({ page }) => {
  const car = await listed('rental')
  expect(car).toBeDefined()
  await page.goto(`/cars/${car?.slug}`)
  await expect(page.getByRole('complementary', { name: 'Car summary' })).toContainText(
    `${dollars(car?.listing.daily_rate ?? 0)} per day`,
  )
  await expect(page.getByRole('region', { name: 'Rental rates' })).toContainText('Pick up from')
})
