// A truck's page's actions are links (§2 Car action buttons), so they work before and without
// JavaScript: a sold or reserved truck offers Find Me Something Similar exactly once (§4) and it
// opens the prefilled form (§9); an available one's actions and Continue lead to their forms.
import type { Car } from '@forecourt/domain'
import { carWhere, escapeRegExp } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

test.use({ javaScriptEnabled: false })

const SITE = 'big-rig-trucks'

for (const [state, wanted] of [
  ['sold', (car: Car) => car.sold],
  ['reserved', (car: Car) => car.reserved && !car.sold],
] as const) {
  test(`a ${state} truck offers Find Me Something Similar once, and it opens the prefilled form`, async ({
    page,
  }) => {
    const car = await carWhere(SITE, wanted)
    await page.goto(`/cars/${car.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
    await expect(page.getByText('Find Me Something Similar', { exact: true })).toHaveCount(1)
    await expect(page.getByRole('list', { name: 'Actions for this truck' })).toHaveCount(0)

    await page.getByRole('link', { name: 'Find Me Something Similar' }).click()
    await expect(page).toHaveURL(new RegExp(`/cars/${escapeRegExp(car.slug)}/similar$`))
    await expect(page.getByRole('heading', { name: 'Find Me Something Similar' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(
      new RegExp(escapeRegExp(car.name)),
    )
  })
}

test('an available truck’s actions and Continue are links to their forms', async ({ page }) => {
  const car = await carWhere(
    SITE,
    (candidate) =>
      !candidate.sold && !candidate.reserved && candidate.status === 'in_stock' && !candidate.tag,
  )
  await page.goto(`/cars/${car.slug}`)
  const actions = page.getByRole('list', { name: 'Actions for this truck' })
  await expect(actions.getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute(
    'href',
    `/cars/${car.slug}/test-drive`,
  )
  await expect(actions.getByRole('link', { name: 'Request Photos' })).toHaveAttribute(
    'href',
    `/cars/${car.slug}/photos`,
  )
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/cars/${escapeRegExp(car.slug)}/enquire$`))
  await expect(page.getByRole('heading', { name: 'Enquire Now' })).toBeVisible()
})
