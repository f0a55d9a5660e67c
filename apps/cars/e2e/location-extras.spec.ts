// Location card extras and sister sites (issue 16 row 6; spec §2 location card 'reviews', §3
// location_subtype 'buying', contact_detail youtube_url and linkedin_url, dealership_websites): the
// group's buying centre page against the platform's data, axe clean, and a single dealer's page
// that has none of them.
import type { Location } from '@forecourt/domain'
import { platformUrl, seriousAxeFindings, siteUrl } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const PLATFORM = platformUrl()

const GROUP = 'southern-cross-motor-group'

async function locationOf(site: string, slug: string): Promise<Location> {
  const response = await fetch(`${PLATFORM}/v1/sites/${site}/locations/${slug}`)
  if (!response.ok) throw new Error(`platform answered ${response.status}`)
  return ((await response.json()) as { location: Location }).location
}

const dayMonthYear = (date: string) => {
  const [year, month, day] = date.slice(0, 10).split('-')
  return `${Number(day)}/${Number(month)}/${year}`
}

const main = (page: Page) => page.getByRole('main')

// Axe over a whole page on a shared two-core machine takes most of the default 30 s on its own.
test.slow()

test('a buying centre’s page lists its reviews, says it buys, links YouTube and LinkedIn; the footer lists the group’s other sites', async ({
  page,
}) => {
  const location = await locationOf(GROUP, 'southern-cross-buying-centre')
  const reviews = location.reviews?.list ?? []
  expect(reviews.length).toBeGreaterThan(0)

  await page.goto(siteUrl(GROUP, '/locations/southern-cross-buying-centre'))
  const card = main(page).getByRole('article', { name: 'Southern Cross Buying Centre' })
  await expect(card.getByText('Buying location', { exact: true })).toBeVisible()

  const list = card.getByRole('region', { name: 'Reviews' }).getByRole('listitem')
  await expect(list).toHaveCount(reviews.length)
  for (const [index, review] of reviews.entries()) {
    const item = list.nth(index)
    await expect(item).toContainText(review.author_name)
    // The rating reads as text, like the header's '4.3 out of 5 stars'.
    await expect(item).toContainText(`${review.rating.toFixed(1)} out of 5 stars`)
    if (review.date) await expect(item.locator('time')).toHaveText(dayMonthYear(review.date))
    await expect(item).toContainText(review.text)
  }

  const follow = card.getByRole('list', { name: 'Follow Southern Cross Buying Centre' })
  for (const [name, href] of [
    ['YouTube', location.contact_detail.youtube_url],
    ['LinkedIn', location.contact_detail.linkedin_url],
  ] as const) {
    expect(href, `${name} in the seed`).toMatch(/^https:\/\//)
    const link = follow.getByRole('link', { name })
    await expect(link).toHaveAttribute('href', href as string)
    await expect(link).toHaveAttribute('target', '_blank')
  }
  const sisters = page.getByRole('contentinfo').getByRole('region', { name: 'Our Other Sites' })
  const links = sisters.getByRole('link')
  await expect(links).toHaveText(['Southern Cross Toyota', 'Southern Cross Mazda'])
  await expect(links.first()).toHaveAttribute('href', 'https://southern-cross-toyota.example.com.au/')
  // The group's list names this site too; it is never listed as one of its own other sites.
  await expect(sisters.getByRole('link', { name: 'Southern Cross Motor Group' })).toHaveCount(0)

  expect(await seriousAxeFindings(page)).toEqual([])
})

test('a group’s sales yard without its own channels shows no buying mark and no social list', async ({
  page,
}) => {
  await page.goto(siteUrl(GROUP, '/locations/southern-cross-toyota-sales'))
  const card = main(page).getByRole('article', { name: 'Southern Cross Toyota - Sales' })
  await expect(card).toBeVisible()
  await expect(card.getByRole('list', { name: /^Follow / })).toHaveCount(0)
  await expect(card.getByText('Buying location', { exact: true })).toHaveCount(0)
})

test('a single dealer held below its review minimum shows no reviews, no buying, no social links and no sister sites', async ({
  page,
}) => {
  await page.goto(siteUrl('kiwi-auto-hub', '/locations/kiwi-auto-hub-sales'))
  const card = main(page).getByRole('article', { name: 'Kiwi Auto Hub - Sales' })
  await expect(card).toBeVisible()
  await expect(card.getByRole('region', { name: 'Reviews' })).toHaveCount(0)
  await expect(card.getByText('Buying location', { exact: true })).toHaveCount(0)
  await expect(card.getByRole('list', { name: /^Follow / })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Our Other Sites' })).toHaveCount(0)
  expect(await seriousAxeFindings(page)).toEqual([])
})

test('a dealer that shows reviews lists them on its location page, but has no sister sites', async ({
  page,
}) => {
  const location = await locationOf('coastal-motors', 'coastal-motors-sales')
  await page.goto(siteUrl('coastal-motors', '/locations/coastal-motors-sales'))
  const card = main(page).getByRole('article', { name: 'Coastal Motors - Sales' })
  await expect(card.getByRole('region', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(
    location.reviews?.list.length ?? 0,
  )
  await expect(card.getByText('Buying location', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Our Other Sites' })).toHaveCount(0)
})
