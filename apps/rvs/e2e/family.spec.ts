// What makes an RV dealer's site an RV site (issue 11): the kinds of RV from the home page, and a
// towed RV's page saying what it asks of a tow vehicle.
import { e2ePorts } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const PLATFORM = `http://127.0.0.1:${e2ePorts('rvs').platform}`
const SITE = 'open-road-rvs'
const TOWED = ['Caravan', 'Pop Top', 'Camper Trailer', 'Hybrid Camper', 'Fifth Wheeler']

test('the home page offers each kind of RV with what it is', async ({ page }) => {
  await page.goto('/')
  const kinds = page.getByRole('region', { name: 'Shop by type' })
  await expect(kinds.getByRole('link', { name: /^Caravan/ })).toContainText(
    'Towed, a hard roof and a full fit-out',
  )
  await kinds.getByRole('link', { name: /^Motorhome/ }).click()
  await expect(page).toHaveURL(/Motorhome/)
})

test('a towed RV’s page says the towing capacity and ball weight it needs; a motorhome’s does not', async ({
  page,
}) => {
  const { cars } = await (await fetch(`${PLATFORM}/v1/sites/${SITE}/cars?per_page=50`)).json()
  const towed = cars.find(
    (rv: { simple_body: string; specs: { atm_kg: number | null } }) =>
      TOWED.includes(rv.simple_body) && rv.specs.atm_kg !== null,
  )
  await page.goto(`/cars/${towed.slug}`)
  const towing = page.getByRole('region', { name: 'Towing it' })
  await expect(towing).toContainText(/Needs a tow vehicle rated to tow at least [\d,]+ kg/)
  await expect(towing.getByText(/Tow ball download|Kingpin weight/)).toBeVisible()
  const driven = cars.find((rv: { simple_body: string }) => !TOWED.includes(rv.simple_body))
  if (driven) {
    await page.goto(`/cars/${driven.slug}`)
    await expect(page.getByRole('heading', { name: 'Key details' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Towing it' })).toHaveCount(0)
  }
})
