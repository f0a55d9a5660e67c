// Every search path of spec §2, in Chromium: each shows what the index holds for that selection.
import { manufacturerSlug as slug } from '@forecourt/domain'
import { type SearchAnswer, searchOf, statusText, topValue } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const SITE = 'coastal-motors'
const FACETS = ['make', 'model', 'city', 'simple_body', 'dealership_slug', 'location_slug', 'car_type']
let all: SearchAnswer

test.beforeAll(async () => {
  all = await searchOf(SITE, { facets: FACETS, maxValuesPerFacet: 100, hitsPerPage: 0 })
})

async function expectListing(page: Page, path: string, filters: string) {
  const expected = await searchOf(SITE, { filters })
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('status')).toHaveText(statusText(expected.nbHits))
  const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article')
  await expect(cards).toHaveCount(Math.min(21, expected.nbHits))
  if (expected.hits[0]) await expect(cards.first()).toContainText(expected.hits[0].name)
}

test('the site base path lists all its stock', async ({ page }) => {
  await expectListing(page, '/search/new-used-and-demo-cars/', '')
})

for (const [path, filters] of [
  ['/search/new-cars', 'car_type:new'],
  ['/search/used-cars', 'car_type:used'],
  ['/search/demo-cars', 'car_type:demo'],
  ['/search/new-and-demo-cars', 'car_type:new OR car_type:demo'],
] as const) {
  test(`${path} lists that car type`, async ({ page }) => {
    await expectListing(page, path, filters)
  })
}

for (const body of ['SUV', 'Hatchback', 'Ute', 'Sedan']) {
  test(`/search/${body.toLowerCase()} lists that body type`, async ({ page }) => {
    await expectListing(page, `/search/${body.toLowerCase()}`, `simple_body:"${body}"`)
  })
}

test('/search/{make} and /search/{make}/{model}', async ({ page }) => {
  const make = topValue(all, 'make')
  await expectListing(page, `/search/${slug(make)}`, `make:"${make}"`)
  const models = await searchOf(SITE, { filters: `make:"${make}"`, facets: ['model'], hitsPerPage: 0 })
  const model = topValue(models, 'model')
  await expectListing(page, `/search/${slug(make)}/${slug(model)}`, `make:"${make}" AND model:"${model}"`)
})

test('/search/{city}/{make} and /search/{city}', async ({ page }) => {
  const city = topValue(all, 'city')
  const makes = await searchOf(SITE, { filters: `city:"${city}"`, facets: ['make'], hitsPerPage: 0 })
  const make = topValue(makes, 'make')
  await expectListing(page, `/search/${slug(city)}/${slug(make)}`, `city:"${city}" AND make:"${make}"`)
  await expectListing(page, `/search/${slug(city)}`, `city:"${city}"`)
})

test('/search/dealership/{slug} and /search/location/{slug}', async ({ page }) => {
  const dealership = topValue(all, 'dealership_slug')
  await expectListing(page, `/search/dealership/${dealership}`, `dealership_slug:"${dealership}"`)
  const location = topValue(all, 'location_slug')
  await expectListing(page, `/search/location/${location}`, `location_slug:"${location}"`)
})

test('other filters stay query parameters beside a friendly path; refinementList per dealership_slug', async ({
  page,
}) => {
  const make = topValue(all, 'make')
  const body = topValue(
    await searchOf(SITE, { filters: `make:"${make}"`, facets: ['simple_body'], hitsPerPage: 0 }),
    'simple_body',
  )
  const query = `refinementList%5Bsimple_body%5D%5B0%5D=${encodeURIComponent(body)}`
  await expectListing(page, `/search/${slug(make)}?${query}`, `make:"${make}" AND simple_body:"${body}"`)
  const dealership = topValue(all, 'dealership_slug')
  await expectListing(
    page,
    `/search/new-used-and-demo-cars/?refinementList%5Bdealership_slug%5D%5B0%5D=${dealership}`,
    `dealership_slug:"${dealership}"`,
  )
})

test('an unknown search path is not found', async ({ page }) => {
  const response = await page.goto('/search/not-a-make-or-body')
  expect(response?.status()).toBe(404)
})
