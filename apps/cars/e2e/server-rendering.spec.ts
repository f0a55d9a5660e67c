import { expect, test } from '@playwright/test'
import { carsOf } from './platform'

test.use({ javaScriptEnabled: false })

test('home, search and car pages are complete without JavaScript', async ({ page }) => {
  const { cars, total } = await carsOf('coastal-motors')
  const newest = cars[0]
  if (!newest) throw new Error('the seed has no cars')

  await page.goto('/')
  await expect(page.getByRole('heading', { name: newest.name }).first()).toBeVisible()

  await page.goto('/search/new-used-and-demo-cars/')
  await expect(page.getByRole('status')).toHaveText(`Showing 1–${Math.min(21, total)} of ${total} cars`)
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article')).toHaveCount(
    Math.min(21, total),
  )

  await page.goto(`/cars/${newest.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.name)
})
