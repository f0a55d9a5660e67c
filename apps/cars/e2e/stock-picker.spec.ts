// The home page's 'Find the perfect car for you' (§2, §4): tabs Brand, Body, Price, Fuel Type,
// Model, Brand first, arrow keys between them; each value leads to its search; the price slider's
// Apply searches that range dearest first.

import { searchOf, siteUrl, topValue } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const SITE = 'coastal-motors'

test('the picker opens on Brand, arrow keys move between its tabs, and a brand leads to its search', async ({
  page,
}) => {
  await page.goto(siteUrl(SITE))
  const picker = page.getByRole('region', { name: 'Find the perfect car for you' })
  const tabs = picker.getByRole('tablist', { name: 'Find the perfect car for you' })
  await expect(tabs.getByRole('tab')).toHaveText(['Brand', 'Body', 'Price', 'Fuel Type', 'Model'])
  await expect(tabs.getByRole('tab', { name: 'Brand' })).toHaveAttribute('aria-selected', 'true')

  const make = topValue(await searchOf(SITE, { hitsPerPage: 0, facets: ['make'] }), 'make')
  await expect(picker.getByRole('tabpanel').getByRole('link').first()).toContainText(make)

  // The block hydrates when its chunk arrives; until then a key press does nothing, so try again.
  await expect(async () => {
    await tabs.getByRole('tab', { name: 'Brand' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: 'Body' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 500,
    })
  }).toPass()
  await expect(tabs.getByRole('tab', { name: 'Body' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.getByRole('tab', { name: 'Brand' })).toBeFocused()

  await picker.getByRole('tabpanel').getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/search/${make.toLowerCase()}`, 'i'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the price tab applies a range and lists the search dearest first', async ({ page }) => {
  await page.goto(siteUrl(SITE))
  const picker = page.getByRole('region', { name: 'Find the perfect car for you' })
  await expect(async () => {
    await picker.getByRole('tab', { name: 'Price' }).click()
    await expect(picker.getByRole('tab', { name: 'Price' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 500,
    })
  }).toPass()
  const panel = picker.getByRole('tabpanel')
  await panel.getByRole('textbox', { name: /^Minimum price/ }).fill('10000')
  await panel.getByRole('textbox', { name: /^Maximum price/ }).fill('60000')
  await panel.getByRole('button', { name: 'Apply' }).click()

  await expect(page).toHaveURL(/range%5Bprice%5D=10000%3A60000|range\[price\]=10000:60000/)
  await expect(page).toHaveURL(/sortBy=[^&]*_price_desc/)
  // The server's page for that address: the results the URL stands for, not the last ones on screen.
  await page.reload()
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.first()).toBeVisible()
  const prices = (await cards.allInnerTexts())
    .map((text) => Number(/\$([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '')))
    .filter((price) => Number.isFinite(price) && price > 0)
  expect(prices.length).toBeGreaterThan(1)
  expect(prices).toEqual([...prices].sort((a, b) => b - a))
  expect(prices.every((price) => price >= 10000 && price <= 60000)).toBe(true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // The picker streams behind a Suspense boundary: it must be written in place, not in a hidden
  // segment only React's script would reveal.
  test('the picker’s brand links are in the page as sent', async ({ page }) => {
    const make = topValue(await searchOf(SITE, { hitsPerPage: 0, facets: ['make'] }), 'make')
    await page.goto(siteUrl(SITE))
    const picker = page.getByRole('region', { name: 'Find the perfect car for you' })
    await expect(picker.getByRole('link', { name: new RegExp(`^${make}\\b`) }).first()).toBeVisible()
  })
})
