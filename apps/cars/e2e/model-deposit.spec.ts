// A new-car model's deposit (issue 16 row 11): on coastal-motors, whose dealership takes model
// deposits through the local test processor, a model page offers "Reserve this model $1,000"; its
// checkout takes the test card (a plain post without JavaScript too) and shows the order's
// confirmation, with no network beyond the demo.

import { platformUrl, seriousAxeFindings, siteUrl } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const PLATFORM = platformUrl()

interface ListedModel {
  id: number
  name: string
  slug: string
  override_url: string | null
}

async function modelPageOf(site: string): Promise<ListedModel> {
  const response = await fetch(`${PLATFORM}/v1/sites/${site}/models`)
  const { models } = (await response.json()) as { models: ListedModel[] }
  const model = models.find((entry) => entry.override_url === null)
  if (!model) throw new Error(`${site} has no model page`)
  return model
}

test('Reserve this model → checkout → test payment → the order is placed, axe clean', async ({ page }) => {
  const model = await modelPageOf('coastal-motors')
  await page.goto(`/${model.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(model.name)
  expect(await seriousAxeFindings(page)).toEqual([])
  await page.getByRole('link', { name: 'Reserve this model $1,000' }).click()

  await expect(page).toHaveURL(new RegExp(`/models/${model.slug}/checkout$`))
  await expect(page).toHaveTitle(`Reserve a new ${model.name} | Coastal Motors`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reserve a new ${model.name}`)
  const summary = page.getByRole('region', { name: model.name })
  await expect(summary.getByText('$1,000', { exact: true })).toBeVisible()
  expect(await seriousAxeFindings(page)).toEqual([])

  const form = page.getByRole('form', { name: 'Test payment' })
  await expect(form.getByText('Test payment — no money is taken')).toBeVisible()
  await form.getByRole('button', { name: 'Pay $1,000 deposit' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposit paid')
  await expect(page.getByText(`Your order for a new ${model.name} is placed`)).toBeVisible()
  await expect(page.getByText(/Order number: \d+/)).toBeVisible()
  // react-aria's live announcer keeps the pending Pay button's announcement for 7 s, labelled by an
  // id that left with the form: axe judges the page once that announcement has ended.
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 })
  expect(await seriousAxeFindings(page)).toEqual([])
  await page.getByRole('link', { name: `Back to the ${model.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/${model.slug}$`))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the test payment is a plain form post and shows the order', async ({ page }) => {
    const model = await modelPageOf('coastal-motors')
    await page.goto(`/models/${model.slug}/checkout`)
    await page
      .getByRole('form', { name: 'Test payment' })
      .getByRole('button', { name: 'Pay $1,000 deposit' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposit paid')
    await expect(page.getByText(/Order number: \d+/)).toBeVisible()
  })
})

test('a site whose dealership takes no model deposits offers none (southern-cross)', async ({ page }) => {
  const model = await modelPageOf('southern-cross-motor-group')
  await page.goto(siteUrl('southern-cross-motor-group', `/${model.slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(model.name)
  await expect(page.getByRole('link', { name: /^Reserve this model/ })).toHaveCount(0)
})
