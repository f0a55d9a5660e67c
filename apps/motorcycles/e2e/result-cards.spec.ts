// The search result card as §2, §4 and §7 describe it, on the motorcycle demo site's listing: its
// photo comes from the image CDN at several widths; Quick Enquiry reaches the bike's enquiry form;
// a sold or reserved bike's card offers Find Me Something Similar, which opens the prefilled
// similar-bike form. The links work without JavaScript, as the bike page's actions do. (The card's
// weekly estimate stays in cars' result-card-finance.spec.ts: this dealer sets no finance quote.)
import { type Car, familyProfileOf } from '@forecourt/domain'
import { escapeRegExp, listedCarWhere, resultCardOf, searchOf } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const SITE = 'throttle-motorcycles'
/** The site's listing (the seed sets the family's path). */
const SEARCH_PATH = familyProfileOf('motorcycles').searchPath

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

  test('Quick Enquiry on a listing card opens the enquiry form for that bike', async ({ page }) => {
    const [first] = (await searchOf(SITE)).hits
    if (!first) throw new Error(`the index has no bikes for ${SITE}`)
    await page.goto(SEARCH_PATH)
    const card = resultCardOf(page, first.name)
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
    test(`a ${state} bike's card offers Find Me Something Similar, which opens the prefilled form`, async ({
      page,
    }) => {
      const car = await listedCarWhere(SITE, wanted)
      // Found by its stock number, as a shopper who kept it would search for it.
      const found = await searchOf(SITE, { query: car.stocknum })
      expect(found.hits.map((hit) => hit.slug)).toContain(car.slug)
      await page.goto(`${SEARCH_PATH}?query=${encodeURIComponent(car.stocknum)}`)
      const card = resultCardOf(page, car.name)
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
