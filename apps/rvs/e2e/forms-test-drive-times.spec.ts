// Test-drive appointments (issue 16 row 13): the form offers the free times of the vehicle's
// location, fetched by the page's loader; a booked time reaches the dealer's lead and is not offered
// again. On the RV demo site, whose yards keep their own hours (seven-day trading at the Gold Coast).

import {
  availableCar,
  expectSuccessPage,
  fillContact,
  platformUrl,
  seriousAxeFindings,
} from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const PLATFORM = platformUrl()

const SITE = 'open-road-rvs'
const FIELD = 'Test Drive Booking Date'

/** The values the form offers, the empty 'Please select' left out. */
async function offeredTimes(page: Page): Promise<string[]> {
  const values = await page
    .getByLabel(FIELD)
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  return values.filter((value) => value !== '')
}

/** The dealer's newest lead with this e-mail, as the dealer API lists it (the seeded dealer token). */
async function dealerLead(email: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${PLATFORM}/v1/dealer/leads`, {
    headers: { authorization: `Bearer demo-dealer-${SITE}` },
  })
  expect(response.status).toBe(200)
  const { leads } = (await response.json()) as { leads: Array<Record<string, unknown>> }
  return leads.find((lead) => lead.email === email)
}

test('a shopper books a test drive at an offered time, which is then no longer offered', async ({ page }) => {
  const car = await availableCar(SITE, 'used')
  await page.goto(`/cars/${car.slug}/test-drive`)
  const offered = await offeredTimes(page)
  expect(offered.length).toBeGreaterThan(0)
  // The second offered time, so another spec taking the first cannot collide with this one.
  const chosen = offered[1] ?? (offered[0] as string)
  expect(await seriousAxeFindings(page)).toEqual([])

  await fillContact(page)
  // An address of its own, so the dealer's list names this shopper's lead alone.
  const email = `drive-${Date.now()}@example.com`
  await page.getByRole('textbox', { name: /^Email/ }).fill(email)
  await page.getByLabel(FIELD).selectOption(chosen)
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expectSuccessPage(page)
  expect(await dealerLead(email)).toMatchObject({
    category: 'Test Drive',
    car_id: car.id,
    location: car.location.location_name,
    [FIELD]: chosen,
  })

  await page.goto(`/cars/${car.slug}/test-drive`)
  const after = await offeredTimes(page)
  expect(after).not.toContain(chosen)
  expect(after.length).toBe(offered.length - 1)
})
