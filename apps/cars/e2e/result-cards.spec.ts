// The search result card as §2, §4 and §9 describe it, on a real listing: the five default search
// attributes as chips, the site's weekly estimate with its interest and comparison rates (AU credit
// rule), Quick Enquiry reaching the car's enquiry form, and a sold or reserved car's card offering
// Find Me Something Similar, which opens the prefilled similar-car form. The links work without
// JavaScript, as the car page's actions do. Its photo comes from the image CDN at several widths (§7).
import {
  type Car,
  carSearchAttributes,
  formatPercent,
  formatWeekly,
  type SiteConfig,
  siteFinanceEstimate,
} from '@forecourt/domain'
import { carWhere, searchOf, siteOf } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const SITE = 'coastal-motors'
const SEARCH_PATH = '/search/new-used-and-demo-cars/'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A car of the site that its search lists (§2: hidden cars are left out of the index). */
const listedCarWhere = (wanted: (car: Car) => boolean) =>
  carWhere(SITE, (candidate) => candidate.show_on_dealer_website && wanted(candidate))

const cardOf = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('article', { name, exact: true }).first()

test('a listing card shows the five attribute chips and the weekly estimate with both rates', async ({
  page,
}) => {
  const site = await siteOf(SITE)
  if (!site.finance) throw new Error(`${SITE} shows no finance`)
  const [first] = (await searchOf(SITE)).hits
  if (!first) throw new Error(`the index has no cars for ${SITE}`)
  // The card renders from the search hit alone; the platform's car is what the car page quotes.
  const car = await listedCarWhere((candidate) => String(candidate.id) === first.objectID)
  const estimate = siteFinanceEstimate(car, site.finance)
  if (!estimate) throw new Error(`${car.name} has no weekly estimate`)

  await page.goto(SEARCH_PATH)
  const card = cardOf(page, car.name)
  await expect(card.getByRole('list', { name: 'Key details' }).getByRole('listitem')).toHaveText(
    carSearchAttributes(car).map((chip) => chip.label),
  )
  await expect(card).toContainText(`${formatWeekly(estimate.weekly, site.currency)}*`)
  await expect(card).toContainText(
    `${formatPercent(site.finance.annual_rate)} p.a. interest rate, ${formatPercent(site.finance.comparison_rate)} p.a. comparison rate*`,
  )
  // The asterisk's footnote: guide only, and the comparison rate's warning (AU).
  await expect(page.getByText(/WARNING: This comparison rate is true only/)).toBeVisible()
})

test('a listing card offers its photo at several CDN widths, and each answers at its width (§7)', async ({
  page,
}) => {
  await page.goto(SEARCH_PATH)
  const photo = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('article')
    .first()
    .getByRole('img')
  const srcSet = (await photo.getAttribute('srcset')) ?? ''
  const candidates = srcSet.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ')
    return { url, width: Number(descriptor.replace(/w$/, '')) }
  })
  expect(candidates.map((candidate) => candidate.width)).toEqual([320, 480, 640, 960])
  expect(await photo.getAttribute('sizes')).toBeTruthy()
  for (const { url, width } of candidates.slice(0, 2)) {
    // Fetched by the page, so the request reaches the site's host as the browser resolves it.
    const response = await page.evaluate(async (address) => {
      const answer = await fetch(address)
      return { status: answer.status, type: answer.headers.get('content-type'), body: await answer.text() }
    }, url)
    expect(response.status, url).toBe(200)
    expect(response.type).toMatch(/^image\//)
    const size = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(response.body)
    // Cut to the card's 4:3 box at the width asked for.
    expect([Number(size?.[1]), Number(size?.[2])], url).toEqual([width, (width * 3) / 4])
  }
  // The browser picked a candidate no narrower than the photo is drawn, not the widest on offer.
  await expect(photo).toHaveJSProperty('complete', true)
  const picked = await photo.evaluate((image: HTMLImageElement) => ({
    src: image.currentSrc,
    drawn: image.getBoundingClientRect().width * window.devicePixelRatio,
  }))
  expect(candidates.map((candidate) => new URL(candidate.url, picked.src).href)).toContain(picked.src)
  const pickedWidth = Number(new URL(picked.src).searchParams.get('w'))
  expect(pickedWidth).toBeGreaterThanOrEqual(Math.floor(picked.drawn))
  expect(pickedWidth).toBeLessThan(960)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Quick Enquiry on a listing card opens the enquiry form for that car', async ({ page }) => {
    const [first] = (await searchOf(SITE)).hits
    if (!first) throw new Error(`the index has no cars for ${SITE}`)
    await page.goto(SEARCH_PATH)
    const card = cardOf(page, first.name)
    await expect(card.getByRole('link', { name: /^Find Me Something Similar/ })).toHaveCount(0)
    await card.getByRole('link', { name: `Quick Enquiry for ${first.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`/cars/${escapeRegExp(first.slug)}/(enquire|test-drive)$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Enquire Now|Book a Test Drive/)
    await expect(page.getByRole('link', { name: `Back to ${first.name}` })).toBeVisible()
  })

  for (const [state, wanted] of [
    ['sold', (car: Car) => car.sold],
    ['reserved', (car: Car) => car.reserved && !car.sold],
  ] as const) {
    test(`a ${state} car's card offers Find Me Something Similar, which opens the prefilled form`, async ({
      page,
    }) => {
      const car = await listedCarWhere(wanted)
      // Found by its stock number, as a shopper who kept it would search for it.
      const found = await searchOf(SITE, { query: car.stocknum })
      expect(found.hits.map((hit) => hit.slug)).toContain(car.slug)
      await page.goto(`${SEARCH_PATH}?query=${encodeURIComponent(car.stocknum)}`)
      const card = cardOf(page, car.name)
      await expect(
        card.getByRole('listitem').filter({ hasText: state === 'sold' ? 'SOLD' : 'Reserved' }),
      ).toHaveCount(1)
      await expect(card.getByRole('link', { name: /^Quick Enquiry/ })).toHaveCount(0)
      await expect(card.getByRole('link', { name: `View Details for ${car.name}` })).toHaveAttribute(
        'href',
        `/cars/${car.slug}`,
      )
      await card.getByRole('link', { name: `Find Me Something Similar for ${car.name}` }).click()
      await expect(page).toHaveURL(new RegExp(`/cars/${escapeRegExp(car.slug)}/similar$`))
      await expect(page.getByRole('heading', { name: 'Find Me Something Similar' })).toBeVisible()
      await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(
        new RegExp(escapeRegExp(car.name)),
      )
    })
  }
})

test('the home page’s latest arrivals are the same cards, with Quick Enquiry and the weekly estimate', async ({
  page,
}) => {
  await page.goto('/')
  const latest = page
    .getByRole('region', { name: 'Latest arrivals' })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^Quick Enquiry for / }) })
    .first()
  await expect(latest.getByRole('link', { name: /^Quick Enquiry for / })).toHaveAttribute(
    'href',
    /^\/cars\/[^/]+\/(enquire|test-drive)$/,
  )
  await expect(latest).toContainText('p.a. comparison rate*')
})
