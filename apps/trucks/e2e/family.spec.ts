// What makes a trucks dealer's site a trucks site (issue 11): stock by licence class from the home
// page, and a truck's page that leads with its licence class and masses.
import { e2ePorts } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const PLATFORM = `http://127.0.0.1:${e2ePorts('trucks').platform}`
const SITE = 'big-rig-trucks'

test('the home page leads into the stock by licence class, and the search keeps that filter', async ({
  page,
}) => {
  await page.goto('/')
  const tiles = page.getByRole('region', { name: 'Shop by licence class' })
  await expect(tiles.getByRole('link')).toHaveText([
    'LR (Light Rigid)',
    'MR (Medium Rigid)',
    'HR (Heavy Rigid)',
    'HC (Heavy Combination)',
    'MC (Multi Combination)',
  ])
  await tiles.getByRole('link', { name: 'HR (Heavy Rigid)' }).click()
  await expect(page).toHaveURL(/licence_class/)
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('article')
  await expect(results.first()).toBeVisible()
  for (const card of await results.all()) {
    await expect(card.getByRole('list', { name: 'Key details' })).toContainText('HR licence')
  }
})

test('a truck’s page says which licence drives it, with its GVM and GCM', async ({ page }) => {
  const { cars } = await (await fetch(`${PLATFORM}/v1/sites/${SITE}/cars?per_page=1`)).json()
  await page.goto(`/cars/${cars[0].slug}`)
  const panel = page.getByRole('region', { name: 'Licence and masses' })
  await expect(panel).toContainText(/Driven on a (LR|MR|HR|HC|MC) \([A-Za-z ]+\) licence or higher\./)
  await expect(panel.getByText('GVM')).toBeVisible()
  await expect(panel.getByText(/^[\d,]+ kg$/).first()).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Popular bodies' }).getByRole('link', { name: 'Tipper' }),
  ).toBeVisible()
})
