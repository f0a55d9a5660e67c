import { expect, test } from '@playwright/test'
import { carsOf } from './platform'

test.use({ javaScriptEnabled: false })

test('home, search and car pages are complete without JavaScript', async ({ page }) => {
  const { cars, total } = await carsOf('coastal-motors')
  const newest = cars[0]
  if (!newest) throw new Error('the seed has no cars')

  await page.goto('/')
  await expect(page.getByRole('heading', { name: newest.name }).first()).toBeVisible()
  // Blocks behind a Suspense boundary are written in place, not in a hidden <div> that only
  // React's script would reveal: the picker's brand links and the hero's search box are there.
  const picker = page.getByRole('region', { name: 'Find the perfect car for you' })
  await expect(picker.getByRole('link', { name: new RegExp(`^${newest.make}\\b`) }).first()).toBeVisible()
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Search cars' })).toBeVisible()
  // No script ran, so the document is the HTML as sent: React's hidden segments hold only React
  // Router's data scripts (and their boundaries' markers), no content.
  const hiddenContent = await page
    .locator('div[hidden][id^="S:"]')
    .evaluateAll((segments) =>
      segments.flatMap((segment) =>
        [...segment.children]
          .filter((child) => child.tagName !== 'SCRIPT' && child.tagName !== 'TEMPLATE')
          .map((child) => child.outerHTML.slice(0, 120)),
      ),
    )
  expect(hiddenContent).toHaveLength(0)

  await page.goto('/search/new-used-and-demo-cars/')
  await expect(page.getByRole('status')).toHaveText(`Showing 1–${Math.min(21, total)} of ${total} cars`)
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article')).toHaveCount(
    Math.min(21, total),
  )

  await page.goto(`/cars/${newest.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.name)
})
