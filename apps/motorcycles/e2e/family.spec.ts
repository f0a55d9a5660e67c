// What makes a motorcycle dealer's site a motorcycle site (issue 11): what a learner may ride, on
// the home page and on every bike's page, and the riding styles one press away.
import { e2ePorts } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const PLATFORM = `http://127.0.0.1:${e2ePorts('motorcycles').platform}`
const SITE = 'throttle-motorcycles'

test('the home page says what the learner scheme allows and offers the styles', async ({ page }) => {
  await page.goto('/')
  const lams = page.getByRole('region', { name: 'Riding on your learner or restricted licence?' })
  await expect(lams).toContainText('Up to 660 cc')
  await expect(lams).toContainText('Up to 150 kW per tonne')
  await lams.getByRole('link', { name: 'See LAMS approved bikes' }).click()
  await expect(page).toHaveURL(/toggle%5Blams%5D=true|toggle\[lams\]=true/)
  await expect(page.getByRole('checkbox', { name: /LAMS approved/ })).toBeChecked()
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('article')
  await expect(results.first()).toBeVisible()
  await page.goto('/')
  await page.getByRole('region', { name: 'Shop by style' }).getByRole('link', { name: 'Adventure' }).click()
  await expect(page).toHaveURL(/Adventure/)
})

test('each bike’s page says whether a learner may ride it, as the platform lists it', async ({ page }) => {
  const { cars } = await (await fetch(`${PLATFORM}/v1/sites/${SITE}/cars?per_page=20`)).json()
  const approved = cars.find((bike: { specs: { lams_approved: boolean } }) => bike.specs.lams_approved)
  const full = cars.find((bike: { specs: { lams_approved: boolean } }) => !bike.specs.lams_approved)
  await page.goto(`/cars/${approved.slug}`)
  await expect(page.getByRole('heading', { name: 'LAMS approved' })).toBeVisible()
  await expect(page.getByText('you can ride it on a learner or restricted licence')).toBeVisible()
  await page.goto(`/cars/${full.slug}`)
  await expect(page.getByRole('heading', { name: 'Not LAMS approved' })).toBeVisible()
})
