// The home page's hero carousel (§9 'Hero carousel autoplay 3000 ms'): a dealer's slides with one
// action each, moving on their own unless the shopper prefers reduced motion; none on a site that
// sets no slides.

import { siteOf, siteUrl } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

test('a dealer’s hero slides advance every 3 s and each leads to its page', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto(siteUrl('coastal-motors'))
  const hero = page.getByRole('region', { name: 'Offers', exact: true })
  await expect(hero.getByRole('group')).toHaveCount(3)
  await expect(hero.getByRole('article', { name: 'Drive away this weekend' })).toBeVisible()
  await expect(hero.getByText('1 / 3')).toBeVisible()
  // Autoplay moves on after 3000 ms while nothing hovers or focuses the carousel.
  await expect(hero.getByText('2 / 3')).toBeVisible({ timeout: 6000 })
  await hero.getByRole('button', { name: 'Pause' }).click()
  await hero.getByRole('button', { name: 'Next slide' }).click()
  await expect(hero.getByText('3 / 3')).toBeVisible()
  await hero.getByRole('link', { name: 'Book a Service' }).click()
  await expect(page).toHaveURL(/\/service$/)
})

test('with reduced motion the hero stays on its first slide', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(siteUrl('coastal-motors'))
  const hero = page.getByRole('region', { name: 'Offers', exact: true })
  await expect(hero.getByRole('button', { name: 'Pause' })).toHaveCount(0)
  await page.waitForTimeout(3500)
  await expect(hero.getByText('1 / 3')).toBeVisible()
})

test('a site without slides has no hero carousel', async ({ page }) => {
  await page.goto(siteUrl('kiwi-auto-hub'))
  await expect(page.getByRole('heading', { level: 1, name: 'Kiwi Auto Hub' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Offers', exact: true })).toHaveCount(0)
})

test('a dealer with several locations shows them in the Our Locations carousel', async ({ page }) => {
  const site = await siteOf('coastal-motors')
  expect(site.locations.length).toBeGreaterThan(1)
  await page.goto(siteUrl('coastal-motors'))
  // The block's section and, inside it, the carousel carry the heading's name; the slides are in the latter.
  const block = page.getByRole('main').getByRole('region', { name: 'Our Locations', exact: true }).last()
  await expect(block.getByRole('group')).toHaveCount(site.locations.length)
  const first = site.locations[0] as (typeof site.locations)[number]
  await block.getByRole('group').first().getByRole('link', { name: 'View Location' }).click()
  await expect(page).toHaveURL(new RegExp(`/locations/${first.slug}$`))
  await expect(page.getByRole('main').getByRole('heading', { name: first.name, exact: true })).toBeVisible()
})
