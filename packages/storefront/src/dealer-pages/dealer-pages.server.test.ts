import { type LocationInput, type SiteConfig, SiteConfigSchema } from '@forecourt/domain'
import { isRouteErrorResponse, RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { PlatformClient, SiteManufacturer, SiteModel } from '../platform/platform-client.server.js'
import { storefrontContext } from '../tenant/site-context.server.js'
import {
  bodyFilters,
  brandLoader,
  locationLoader,
  modelPageOf,
  modelSearchHref,
  modelsLoader,
  pageNumberOf,
  sitePageLoader,
  stockPageLoader,
} from './dealer-pages.server.js'

const location = (
  id: number,
  name: string,
  slug: string,
  extra: Partial<LocationInput> = {},
): LocationInput => ({
  id,
  name,
  slug,
  primary: id === 1,
  position: id,
  visible: true,
  location_type: 'sales',
  dealership_id: 7,
  dealership_slug: 'bay-motors-cleveland',
  dealership_name: 'Bay Motors Cleveland',
  address: { street: '1 Bay St', city: 'Cleveland', state: 'QLD', postcode: '4163', lat: -27.5, lng: 153.2 },
  contact_detail: { phone: '07 3000 0000', opening_hours: [] },
  ...extra,
})

const site: SiteConfig = SiteConfigSchema.parse({
  name: 'Bay Motors',
  slug: 'bay-motors',
  template: 'cars',
  region: 'AU',
  url: 'https://bay-motors.example.com.au',
  phone: '07 3000 0000',
  locations: [
    location(1, 'Bay Motors - Sales', 'bay-motors-sales'),
    location(2, 'Bay Motors - Service', 'bay-motors-service', { location_type: 'service' }),
    location(3, 'Bay Motors Old Yard', 'bay-motors-old-yard', { visible: false }),
  ],
})

const model = (
  name: string,
  slug: string,
  body: string | null,
  manufacturerId: number | null,
): SiteModel => ({
  id: null,
  name,
  slug,
  image: null,
  short_description: null,
  status: null,
  fuel: null,
  position: 0,
  override_url: null,
  body,
  manufacturer_id: manufacturerId,
})
const models = [
  model('Toyota RAV4', 'toyota-rav4', 'SUV', 1),
  model('Toyota HiLux', 'toyota-hilux', 'Cab Chassis & Ute', 1),
  model('Mazda CX-5', 'mazda-cx-5', 'SUV', 2),
]
const manufacturers: SiteManufacturer[] = [
  { id: 1, name: 'Toyota', slug: 'toyota', logo: null, car_count: 12 },
]

function argsFor(path: string, params: Record<string, string> = {}, platform: Partial<PlatformClient> = {}) {
  const context = new RouterContextProvider()
  context.set(storefrontContext, {
    site,
    platform: {
      listModels: vi.fn(async () => models),
      listManufacturers: vi.fn(async () => manufacturers),
      ...platform,
    } as unknown as PlatformClient,
    imageOrigin: 'http://images.test',
  })
  return { request: new Request(`http://bay-motors.localhost:3000${path}`), params, context }
}

async function statusOf(run: () => unknown): Promise<number> {
  try {
    await run()
    return 200
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status
    if (error && typeof error === 'object' && 'init' in error)
      return (error as { init: { status: number } }).init.status
    throw error
  }
}

describe('locationLoader (§2 /locations/{slug})', () => {
  it.each([
    ['a location slug', 'bay-motors-service', 'Bay Motors', [2]],
    ['a dealership slug', 'bay-motors-cleveland', 'Bay Motors Cleveland', [1, 2]],
  ])('%s', async (_case, slug, title, ids) => {
    const page = await locationLoader(argsFor(`/locations/${slug}`, { slug }))
    expect(page.title).toBe(title)
    expect(page.locations.map((entry) => entry.id)).toEqual(ids)
  })

  it('orders a dealership’s locations nearest first from ?postcode= (§7 geocode)', async () => {
    const nearestLocations = vi.fn(async () => [
      { id: 2, distance_km: 1.2 },
      { id: 1, distance_km: 8.4 },
    ])
    const page = await locationLoader(
      argsFor(
        '/locations/bay-motors-cleveland?postcode=4163',
        { slug: 'bay-motors-cleveland' },
        { nearestLocations },
      ),
    )
    expect(nearestLocations).toHaveBeenCalledWith('bay-motors', '4163')
    expect(page.locations.map((entry) => entry.id)).toEqual([2, 1])
    expect(page.distances).toEqual({ 2: 1.2, 1: 8.4 })
    expect(page).toMatchObject({ postcode: '4163', error: null })
  })

  it('never asks for the nearest of a single location', async () => {
    const nearestLocations = vi.fn(async () => [])
    const page = await locationLoader(
      argsFor(
        '/locations/bay-motors-service?postcode=4163',
        { slug: 'bay-motors-service' },
        { nearestLocations },
      ),
    )
    expect(nearestLocations).not.toHaveBeenCalled()
    expect(page.postcode).toBeNull()
  })

  it.each(['bay-motors-old-yard', 'nowhere', ''])('%s answers 404', async (slug) => {
    expect(await statusOf(() => locationLoader(argsFor(`/locations/${slug}`, { slug })))).toBe(404)
  })
})

describe('modelsLoader (§2 /models?body=)', () => {
  it.each([
    ['/models', null, ['toyota-rav4', 'toyota-hilux', 'mazda-cx-5']],
    ['/models?body=all', null, ['toyota-rav4', 'toyota-hilux', 'mazda-cx-5']],
    ['/models?body=suv', 'SUV', ['toyota-rav4', 'mazda-cx-5']],
    ['/models?body=cab-chassis-ute', 'Cab Chassis & Ute', ['toyota-hilux']],
    ['/models?body=Cab%20Chassis%20%26%20Ute', 'Cab Chassis & Ute', ['toyota-hilux']],
  ])('%s', async (path, body, slugs) => {
    const page = await modelsLoader(argsFor(path))
    expect(page.body?.label ?? null).toBe(body)
    expect(page.models.map((entry) => entry.slug)).toEqual(slugs)
    expect(page.bodies.map((filter) => filter.slug)).toEqual(['suv', 'cab-chassis-ute'])
  })

  it('answers 404 for a body the site has no model of', async () => {
    expect(await statusOf(() => modelsLoader(argsFor('/models?body=convertible')))).toBe(404)
  })

  it('lists no bodies for models without one', () => {
    expect(bodyFilters([{ body: null }, { body: 'SUV' }, { body: 'suv' }])).toEqual([
      { label: 'SUV', slug: 'suv' },
    ])
  })
})

describe('modelPageOf (§2 /{model slug}, inside the catch-all)', () => {
  it.each([
    ['/toyota-rav4', 'Toyota RAV4', 'Toyota'],
    ['/toyota-hilux.data', 'Toyota HiLux', 'Toyota'],
    ['/mazda-cx-5', 'Mazda CX-5', null],
  ])('%s is the page of %s', async (path, name, brand) => {
    const page = await modelPageOf(argsFor(path))
    expect(page?.model.name).toBe(name)
    expect(page?.brand?.name ?? null).toBe(brand)
  })

  it('links the model stock as a search by name', async () => {
    expect((await modelPageOf(argsFor('/toyota-rav4')))?.searchHref).toBe(
      '/search/new-used-and-demo-cars/?query=Toyota+RAV4',
    )
    expect(modelSearchHref({ template: 'cars', search_path: '/search/our-cars' }, { name: 'Kia EV6' })).toBe(
      '/search/our-cars?query=Kia+EV6',
    )
  })

  it.each(['/no-such-model', '/toyota-rav4/extra', '/Toyota-RAV4', '/favicon.ico', '/'])(
    '%s names no model, without a platform call for a path no slug can be',
    async (path) => {
      const listModels = vi.fn(async () => models)
      expect(await modelPageOf(argsFor(path, {}, { listModels }))).toBeNull()
      expect(listModels).toHaveBeenCalledTimes(path === '/no-such-model' ? 1 : 0)
    },
  )
})

describe('brandLoader (§2 /brands/{slug})', () => {
  it("lists the brand's models and links its friendly stock search", async () => {
    const page = await brandLoader(argsFor('/brands/toyota', { slug: 'toyota' }))
    expect(page.brand.name).toBe('Toyota')
    expect(page.models.map((entry) => entry.slug)).toEqual(['toyota-rav4', 'toyota-hilux'])
    expect(page.searchHref).toBe('/search/toyota')
  })

  it.each(['mazda', 'no-such-brand'])('%s (no stock on this site) answers 404', async (slug) => {
    expect(await statusOf(() => brandLoader(argsFor(`/brands/${slug}`, { slug })))).toBe(404)
  })
})

describe('stockPageLoader (§2 /special-offers, /electric-cars)', () => {
  const listCars = vi.fn(async () => ({ cars: [], page: 1, per_page: 21, total: 30, total_pages: 2 }))

  it.each([
    ['/special-offers', { tag: ['Special'] }],
    ['/electric-cars', { simple_fuel: ['Electric'] }],
    ['/electric-cars.data', { simple_fuel: ['Electric'] }],
  ])('%s asks the platform for its stock', async (path, filters) => {
    listCars.mockClear()
    await stockPageLoader(argsFor(path, {}, { listCars }))
    expect(listCars).toHaveBeenCalledWith('bay-motors', { page: 1, perPage: 21, filters })
  })

  it.each([
    ['?page=2', 200],
    ['?page=3', 404],
  ])('a page past the last answers 404: %s', async (query, status) => {
    expect(await statusOf(() => stockPageLoader(argsFor(`/special-offers${query}`, {}, { listCars })))).toBe(
      status,
    )
  })

  it.each([
    ['', 1],
    ['?page=2', 2],
    ['?page=0', 1],
    ['?page=-1', 1],
    ['?page=1.5', 1],
    ['?page=abc', 1],
  ])('page number of %s is %i', (query, page) => {
    expect(pageNumberOf(new URL(`http://x.localhost/special-offers${query}`))).toBe(page)
  })
})

describe('sitePageLoader (§2 content pages)', () => {
  it.each([
    ['/privacy-policy', 'privacy'],
    ['/pages/privacy-statement', 'privacy'],
    ['/faqs', 'faqs'],
    ['/finance', 'finance'],
  ])('%s is the %s page', (path, kind) => {
    expect(sitePageLoader(argsFor(path)).kind).toBe(kind)
  })

  it('answers 404 for any other path', async () => {
    expect(await statusOf(() => sitePageLoader(argsFor('/pages/other')))).toBe(404)
  })
})
