import { type Car, CarSchema, SiteConfigSchema } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../db/open-database.js'
import { openTestDatabase } from '../db/open-test-database.js'
import { createPlatformStore, type PlatformStore } from '../db/platform-store.js'
import { TEST_TEMPLATE_CARS } from '../db/test-database-templates.js'
import { DEMO_SITES } from '../seed/demo-sites.js'
import {
  CarAnswerSchema,
  CarPageAnswerSchema,
  LocationAnswerSchema,
  LocationListAnswerSchema,
  ManufacturerListAnswerSchema,
  ModelListAnswerSchema,
  NavigationAnswerSchema,
  SiteAnswerSchema,
  SiteManufacturerListAnswerSchema,
} from './api-answers.js'
import { createApp, type PlatformApp } from './create-app.js'
import { SERVICE_AUTHORIZATION } from './seeded-test-app.js'
import { DEFAULT_TEMPLATE_PORTS } from './served-site-url.js'

const SEEDED_CARS = TEST_TEMPLATE_CARS
const ports = { ...DEFAULT_TEMPLATE_PORTS, cars: 3100 }

// One database for the whole file (see openTestDatabase), migrated and seeded once.
let database: Database
let app: PlatformApp

beforeAll(async () => {
  database = await openTestDatabase('seeded')
  app = createApp({ store: createPlatformStore(database.db), ports })
}, 60_000)

afterAll(async () => {
  await database?.close()
})

async function getJson(path: string) {
  const response = await app.request(path)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function firstPage(slug: string, perPage = 100): Promise<Car[]> {
  const { body } = await getJson(`/v1/sites/${slug}/cars?per_page=${perPage}`)
  return body.cars as Car[]
}

describe('GET /health', () => {
  it('answers ok when the database answers', async () => {
    expect(await getJson('/health')).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('answers live and ready once the app is built over a started store', async () => {
    expect(await getJson('/health/live')).toEqual({ status: 200, body: { status: 'ok' } })
    expect(await getJson('/health/ready')).toEqual({ status: 200, body: { status: 'ready' } })
  })
})

describe('GET /v1/sites', () => {
  it('lists every site with its hostnames and the URL its template app serves it on', async () => {
    const { status, body } = await getJson('/v1/sites')
    expect(status).toBe(200)
    const sites = body.sites as Array<{ slug: string }>
    expect(sites.map((site) => site.slug)).toEqual(DEMO_SITES.map((site) => site.slug).sort())
    expect(sites.filter((site) => ['coastal-motors', 'kiwi-auto-hub'].includes(site.slug))).toEqual([
      {
        slug: 'coastal-motors',
        name: 'Coastal Motors',
        template: 'cars',
        region: 'AU',
        hostnames: ['coastal-motors.localhost', 'www.coastalmotors.com.au'],
        url: 'http://coastal-motors.localhost:3100',
      },
      {
        slug: 'kiwi-auto-hub',
        name: 'Kiwi Auto Hub',
        template: 'cars',
        region: 'NZ',
        hostnames: ['kiwi-auto-hub.localhost', 'www.kiwiautohub.co.nz'],
        url: 'http://kiwi-auto-hub.localhost:3100',
      },
    ])
  })
})

describe('GET /v1/sites/resolve', () => {
  it.each([
    ['coastal-motors.localhost:3000', 'coastal-motors'],
    ['COASTAL-MOTORS.localhost', 'coastal-motors'],
    ['www.coastalmotors.com.au', 'coastal-motors'],
    ['kiwi-auto-hub.localhost:3100', 'kiwi-auto-hub'],
  ])('resolves host %s to %s, ignoring port and case', async (host, slug) => {
    const { status, body } = await getJson(`/v1/sites/resolve?host=${encodeURIComponent(host)}`)
    expect(status).toBe(200)
    const site = SiteConfigSchema.parse(body.site)
    expect(site.slug).toBe(slug)
  })

  it('answers the full SiteConfig, locations included, with the same url as the list', async () => {
    const { body } = await getJson('/v1/sites/resolve?host=coastal-motors.localhost')
    const site = SiteConfigSchema.parse(body.site)
    expect(site).toMatchObject({
      name: 'Coastal Motors',
      region: 'AU',
      currency: 'AUD',
      phone: '(07) 3123 4567',
      url: 'http://coastal-motors.localhost:3100',
    })
    expect(
      site.locations.map((location) => [location.name, location.location_type, location.primary]),
    ).toEqual([
      ['Coastal Motors - Sales', 'sales', true],
      ['Coastal Motors - Service', 'service', false],
    ])
    expect(site.locations[0]?.contact_detail.opening_hours).toHaveLength(7)
  })

  it('answers 404 site_not_found for a host no site has', async () => {
    const { status, body } = await getJson('/v1/sites/resolve?host=nobody.localhost:3000')
    expect(status).toBe(404)
    expect(body).toEqual({ error: { code: 'site_not_found', message: expect.any(String) } })
  })

  it.each(['/v1/sites/resolve', '/v1/sites/resolve?host=', '/v1/sites/resolve?host=%20'])(
    'answers 400 naming host when it is missing or blank: %s',
    async (path) => {
      const { status, body } = await getJson(path)
      expect(status).toBe(400)
      expect(body).toEqual({
        error: {
          code: 'invalid_request',
          message: expect.any(String),
          fields: { host: ['host is required'] },
        },
      })
    },
  )
})

describe('GET /v1/sites/:slug', () => {
  it('answers the SiteConfig of the NZ site', async () => {
    const { status, body } = await getJson('/v1/sites/kiwi-auto-hub')
    expect(status).toBe(200)
    const site = SiteConfigSchema.parse(body.site)
    expect(site).toMatchObject({ slug: 'kiwi-auto-hub', region: 'NZ', currency: 'NZD' })
    expect(site.locations).toHaveLength(1)
    expect(site.locations[0]?.address).toMatchObject({ city: 'Auckland', lat: -36.9087, lng: 174.8155 })
  })

  it('answers 404 site_not_found for an unknown slug', async () => {
    const { status, body } = await getJson('/v1/sites/no-such-dealer')
    expect(status).toBe(404)
    expect(body).toMatchObject({ error: { code: 'site_not_found' } })
  })
})

describe('GET /v1/sites/:slug/cars', () => {
  it('answers the first page of 21 by default with totals', async () => {
    const { status, body } = await getJson('/v1/sites/coastal-motors/cars')
    expect(status).toBe(200)
    expect(body).toMatchObject({ page: 1, per_page: 21 })
    const cars = CarSchema.array().parse(body.cars)
    expect(cars).toHaveLength(21)
    const total = body.total as number
    expect(total).toBeGreaterThan(21)
    expect(total).toBeLessThanOrEqual(SEEDED_CARS)
    expect(body.total_pages).toBe(Math.ceil(total / 21))
  })

  it('lists only cars shown on the dealer website, all of this site, newest first then by id', async () => {
    const cars = await firstPage('coastal-motors')
    expect(cars.every((car) => car.show_on_dealer_website)).toBe(true)
    expect(cars.every((car) => car.dealership_slug === 'coastal-motors-brisbane')).toBe(true)
    const order = [...cars].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id)
    expect(cars.map((car) => car.id)).toEqual(order.map((car) => car.id))
  })

  it('pages without overlap: page 1 and 2 together are the first 2 × per_page cars', async () => {
    const all = await firstPage('kiwi-auto-hub')
    const page1 = (await getJson('/v1/sites/kiwi-auto-hub/cars?page=1&per_page=5')).body
    const page2 = (await getJson('/v1/sites/kiwi-auto-hub/cars?page=2&per_page=5')).body
    expect([...(page1.cars as Car[]), ...(page2.cars as Car[])].map((car) => car.id)).toEqual(
      all.slice(0, 10).map((car) => car.id),
    )
    expect(page2).toMatchObject({ page: 2, per_page: 5, total: all.length })
  })

  it('answers an empty page past the end, keeping the totals', async () => {
    const { status, body } = await getJson('/v1/sites/kiwi-auto-hub/cars?page=99')
    expect(status).toBe(200)
    expect(body.cars).toEqual([])
    expect(body.total_pages).toBeLessThan(99)
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
  ])('answers 400 naming the bad parameter for ?%s', async (query, field) => {
    const { status, body } = await getJson(`/v1/sites/coastal-motors/cars?${query}`)
    expect(status).toBe(400)
    const error = (body as { error: { code: string; fields: Record<string, string[]> } }).error
    expect(error.code).toBe('invalid_request')
    expect(Object.keys(error.fields)).toEqual([field])
    expect(error.fields[field]?.[0]).toMatch(new RegExp(`^${field} must`))
  })

  it('names both parameters when both are bad', async () => {
    const { body } = await getJson('/v1/sites/coastal-motors/cars?page=-1&per_page=500')
    expect(Object.keys((body as { error: { fields: object } }).error.fields).sort()).toEqual([
      'page',
      'per_page',
    ])
  })

  it('answers 404 site_not_found for an unknown site', async () => {
    const { status, body } = await getJson('/v1/sites/no-such-dealer/cars')
    expect(status).toBe(404)
    expect(body).toMatchObject({ error: { code: 'site_not_found' } })
  })
})

describe('GET /v1/sites/:slug/cars/:carSlug', () => {
  it('answers one car by its slug', async () => {
    const [listed] = await firstPage('coastal-motors', 1)
    const { status, body } = await getJson(`/v1/sites/coastal-motors/cars/${listed?.slug}`)
    expect(status).toBe(200)
    expect(CarSchema.parse(body.car)).toEqual(listed)
  })

  it('answers 404 car_not_found for an unknown slug and for a car of another site', async () => {
    const [kiwiCar] = await firstPage('kiwi-auto-hub', 1)
    for (const path of [
      '/v1/sites/coastal-motors/cars/2020-nothing-here',
      `/v1/sites/coastal-motors/cars/${kiwiCar?.slug}`,
    ]) {
      const { status, body } = await getJson(path)
      expect(status, path).toBe(404)
      expect(body).toMatchObject({ error: { code: 'car_not_found' } })
    }
  })

  it('answers 404 site_not_found before looking for the car', async () => {
    const { status, body } = await getJson('/v1/sites/no-such-dealer/cars/anything')
    expect(status).toBe(404)
    expect(body).toMatchObject({ error: { code: 'site_not_found' } })
  })
})

describe('unknown routes', () => {
  it.each(['/', '/v1', '/v2/sites', '/v1/sites/coastal-motors/cars/x/y'])(
    'answers 404 JSON for %s',
    async (path) => {
      // Under /v1 an unknown path is not a public read: the service credential is asked first.
      const response = await app.request(path, { headers: SERVICE_AUTHORIZATION })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
    },
  )

  it('answers 404 JSON for a method no route takes', async () => {
    const response = await app.request('/v1/sites', { method: 'POST', headers: SERVICE_AUTHORIZATION })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
  })
})

describe('when a dependency fails', () => {
  const secret = 'relation "cars" does not exist at /work/secret/path.sql'
  const failing = (): Promise<never> => Promise.reject(new Error(secret))
  // Every method of the store fails, whatever methods the store grows.
  const brokenStore = new Proxy({} as PlatformStore, { get: () => failing })

  it.each(['/v1/sites', '/v1/sites/resolve?host=coastal-motors.localhost', '/v1/sites/coastal-motors/cars'])(
    'answers %s with a generic 500 and logs the cause server-side only',
    async (path) => {
      const logError = vi.fn()
      const broken = createApp({ store: brokenStore, ports, logError })
      const response = await broken.request(path)
      expect(response.status).toBe(500)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'Something went wrong' } })
      expect(text).not.toContain('does not exist')
      expect(text).not.toContain('at ')
      expect(logError).toHaveBeenCalledWith(
        expect.stringContaining('GET'),
        expect.objectContaining({ message: secret }),
      )
    },
  )

  it('answers /health with 503 when the database does not answer', async () => {
    const logError = vi.fn()
    const response = await createApp({ store: brokenStore, ports, logError }).request('/health')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: { code: 'database_unavailable', message: 'The database is not answering' },
    })
    expect(logError).toHaveBeenCalledOnce()
  })
})

describe('site configuration, navigation, locations and catalogue', () => {
  it("answers every demo site's config with dealerships, navigation, providers and switches", async () => {
    const group = SiteConfigSchema.parse((await getJson('/v1/sites/southern-cross-motor-group')).body.site)
    expect(
      group.dealerships.map((dealership) => [dealership.slug, dealership.stripe_publishable_key]),
    ).toEqual([
      ['southern-cross-toyota', 'pk_test_forecourt_southern_cross'],
      ['southern-cross-mazda', 'pk_test_forecourt_southern_cross'],
    ])
    expect(group).toMatchObject({ payment_provider: 'stripe', finance_provider: 'Taurus' })
    expect(group.config).toMatchObject({
      favourites_path: '/mybigboxcars',
      labels: { enquire: 'Message Now' },
    })
    expect(group.navigation?.header.length).toBeGreaterThan(3)
    expect(group.locations.length).toBeGreaterThan(4)
    const buying = group.locations.find((location) => location.location_subtype === 'buying')
    expect(buying?.contact_detail).toMatchObject({
      youtube_url: 'https://www.youtube.com/@southerncrossbuyingcentre',
      linkedin_url: 'https://www.linkedin.com/company/southern-cross-motor-group',
    })
    expect(group.dealership_websites.map((website) => website.name)).toEqual([
      'Southern Cross Motor Group',
      'Southern Cross Toyota',
      'Southern Cross Mazda',
    ])
    const nissan = SiteConfigSchema.parse((await getJson('/v1/sites/harbour-nissan')).body.site)
    expect(nissan.manufacturer).toEqual({ name: 'Nissan', id: expect.any(Number) })
    for (const demo of DEMO_SITES) {
      const { status, body } = await getJson(`/v1/sites/${demo.slug}`)
      expect(status, demo.slug).toBe(200)
      expect(SiteAnswerSchema.safeParse(body).success, demo.slug).toBe(true)
    }
  })

  it('answers navigation, locations (reviews, special hours, images) and one location by slug', async () => {
    expect(
      NavigationAnswerSchema.parse((await getJson('/v1/sites/coastal-motors/navigation')).body).navigation
        .footer.length,
    ).toBeGreaterThan(0)
    const { locations } = LocationListAnswerSchema.parse(
      (await getJson('/v1/sites/coastal-motors/locations')).body,
    )
    expect(locations.map((location) => location.slug)).toEqual([
      'coastal-motors-sales',
      'coastal-motors-service',
    ])
    expect(locations[0]?.reviews?.list).toHaveLength(3)
    expect(locations[0]?.special_hours.length).toBeGreaterThan(0)
    expect(locations[0]?.images[0]).toBe('/images/locations/coastal-motors-sales/1.svg')
    const one = await getJson('/v1/sites/coastal-motors/locations/coastal-motors-service')
    expect(LocationAnswerSchema.parse(one.body).location.location_type).toBe('service')
    expect((await getJson('/v1/sites/coastal-motors/locations/nowhere')).status).toBe(404)
    expect((await getJson('/v1/sites/nobody/navigation')).status).toBe(404)
  })

  it('answers models (optionally by body slug), site brands with counts and every built-in brand', async () => {
    const { models } = ModelListAnswerSchema.parse((await getJson('/v1/sites/big-rig-trucks/models')).body)
    expect(models.length).toBeGreaterThan(3)
    const tippers = ModelListAnswerSchema.parse(
      (await getJson('/v1/sites/big-rig-trucks/models?body=tipper')).body,
    )
    expect(tippers.models.length).toBeGreaterThan(0)
    expect(tippers.models.every((model) => model.body === 'Tipper')).toBe(true)
    expect(tippers.models.length).toBeLessThan(models.length)
    expect((await getJson('/v1/sites/big-rig-trucks/models?body=')).status).toBe(400)
    const brands = SiteManufacturerListAnswerSchema.parse(
      (await getJson('/v1/sites/coastal-motors/manufacturers')).body,
    )
    expect(brands.manufacturers.every((brand) => brand.car_count > 0)).toBe(true)
    const all = ManufacturerListAnswerSchema.parse((await getJson('/v1/manufacturers')).body)
    expect(all.manufacturers.length).toBeGreaterThan(140)
  })
})

describe('GET /v1/sites/:slug/cars — filters and sorts', () => {
  it('filters by car_type, make and price, each list taking commas or repeats', async () => {
    const used = CarPageAnswerSchema.parse(
      (await getJson('/v1/sites/coastal-motors/cars?car_type=used&per_page=100')).body,
    )
    expect(used.cars.length).toBeGreaterThan(0)
    expect(used.cars.every((car) => car.car_type === 'used')).toBe(true)
    const two = CarPageAnswerSchema.parse(
      (
        await getJson(
          '/v1/sites/coastal-motors/cars?make=Toyota,Mazda&make=Ford&min_price=20000&max_price=60000&per_page=100',
        )
      ).body,
    )
    expect(two.cars.every((car) => ['Toyota', 'Mazda', 'Ford'].includes(car.make))).toBe(true)
    expect(two.cars.every((car) => car.price >= 20_000 && car.price <= 60_000)).toBe(true)
  })

  it('sorts by price both ways', async () => {
    const ascending = CarPageAnswerSchema.parse(
      (await getJson('/v1/sites/coastal-motors/cars?sort=price_asc&per_page=50')).body,
    )
    const prices = ascending.cars.map((car) => car.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const descending = CarPageAnswerSchema.parse(
      (await getJson('/v1/sites/coastal-motors/cars?sort=price_desc&per_page=50')).body,
    )
    expect(descending.cars[0]?.price).toBeGreaterThanOrEqual(descending.cars.at(-1)?.price ?? 0)
  })

  it('filters by listing kind and answers each car with its terms and family attributes (issue 11)', async () => {
    const rentals = CarPageAnswerSchema.parse(
      (await getJson('/v1/sites/drive-subscriptions/cars?listing=rental&per_page=100')).body,
    )
    expect(rentals.cars.length).toBeGreaterThan(0)
    for (const car of rentals.cars) {
      expect(car.listing).toMatchObject({ kind: 'rental', pickup_location: expect.any(String) })
      expect(car.listing.kind === 'rental' && car.listing.weekly_rate).toBeGreaterThan(0)
    }
    const both = CarPageAnswerSchema.parse(
      (await getJson('/v1/sites/drive-subscriptions/cars?listing=subscription,rental&per_page=1')).body,
    )
    const subscriptions = CarPageAnswerSchema.parse(
      (await getJson('/v1/sites/drive-subscriptions/cars?listing=subscription&per_page=1')).body,
    )
    expect(subscriptions.total + rentals.total).toBe(both.total)
    const forSale = CarPageAnswerSchema.parse(
      (await getJson('/v1/sites/big-rig-trucks/cars?listing=sale')).body,
    )
    expect(forSale.total).toBeGreaterThan(0)
    for (const car of forSale.cars) {
      expect(car.listing).toEqual({ kind: 'sale' })
      expect(car.specs).toMatchObject({
        kind: 'truck',
        gvm_kg: expect.any(Number),
        axle_configuration: expect.any(String),
      })
    }
    const [bike] = await firstPage('throttle-motorcycles', 1)
    const one = CarAnswerSchema.parse(
      (await getJson(`/v1/sites/throttle-motorcycles/cars/${bike?.slug}`)).body,
    )
    expect(one.car.specs).toMatchObject({ kind: 'motorcycle', lams_approved: expect.any(Boolean) })
  })

  it("answers a site's own search paths with their filters", async () => {
    const site = SiteConfigSchema.parse((await getJson('/v1/sites/throttle-motorcycles')).body.site)
    expect(site.search_paths).toEqual([
      { path: 'used-motorcycles', title: 'Used motorcycles', filter: { car_type: ['used'] } },
      { path: 'new-motorcycles', title: 'New motorcycles', filter: { car_type: ['new'] } },
    ])
  })

  it.each([
    ['car_type=boat', 'car_type.0'],
    ['listing=lease', 'listing.0'],
    ['sort=cheapest', 'sort'],
    ['min_price=50000&max_price=100', 'min_price'],
    ['max_km=-1', 'max_km'],
  ])('answers 400 naming the parameter for ?%s', async (query, field) => {
    const { status, body } = await getJson(`/v1/sites/coastal-motors/cars?${query}`)
    expect(status).toBe(400)
    expect(Object.keys((body as { error: { fields: object } }).error.fields)).toEqual([field])
  })
})

describe('POST /v1/sites/:slug/cars/:carSlug/views', () => {
  it('counts a view and answers the new count; GET never counts', async () => {
    const [car] = await firstPage('kiwi-auto-hub', 1)
    await getJson(`/v1/sites/kiwi-auto-hub/cars/${car?.slug}`)
    const response = await app.request(`/v1/sites/kiwi-auto-hub/cars/${car?.slug}/views`, {
      method: 'POST',
      headers: SERVICE_AUTHORIZATION,
    })
    expect(await response.json()).toEqual({ views: (car?.views ?? 0) + 1 })
    const after = CarAnswerSchema.parse((await getJson(`/v1/sites/kiwi-auto-hub/cars/${car?.slug}`)).body)
    expect(after.car.views).toBe((car?.views ?? 0) + 1)
    const missing = await app.request('/v1/sites/kiwi-auto-hub/cars/nothing/views', {
      method: 'POST',
      headers: SERVICE_AUTHORIZATION,
    })
    expect(missing.status).toBe(404)
  })
})

describe('placeholder images', () => {
  it('serves every seeded car photo, thumbnail and site logo as a cacheable SVG honouring ?w=', async () => {
    const [car] = await firstPage('coastal-motors', 1)
    const site = SiteConfigSchema.parse((await getJson('/v1/sites/coastal-motors')).body.site)
    for (const path of [car?.images[0], car?.thumbnails[0], site.logo_url]) {
      const response = await app.request(path ?? '')
      expect(response.status, path ?? '').toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      expect(response.headers.get('cache-control')).toContain('max-age=31536000')
      expect(await response.text()).toMatch(/^<svg /)
    }
    const narrow = await (await app.request(`${car?.images[0]}?w=320`)).text()
    expect(narrow).toContain('width="320" height="240"')
    expect(await (await app.request(`${car?.images[0]}?w=320`)).text()).toBe(narrow)
  })

  it.each([
    ['big-rig-trucks', /^(cab-chassis|tipper|pantech|prime-mover)$/],
    ['throttle-motorcycles', /^(motorcycle|scooter)$/],
    ['open-road-rvs', /^(caravan|motorhome|camper-trailer|van|ute|suv)$/],
  ])('draws %s’s stock as its family’s vehicles (issue 19)', async (slug, kinds) => {
    const cars = (await firstPage(slug, 10)).filter((car) => car.images.length > 0)
    expect(cars.length).toBeGreaterThan(2)
    for (const car of cars) {
      const svg = await (await app.request(car.images[0] ?? '')).text()
      expect(/data-vehicle="([a-z-]+)"/.exec(svg)?.[1], car.simple_body).toMatch(kinds)
    }
  })

  it('answers 404 for a path no image has and 400 for a bad width', async () => {
    expect((await app.request('/images/cars/1/photo.png')).status).toBe(404)
    expect((await app.request('/images/sites/Bad_Slug/logo.svg')).status).toBe(404)
    expect((await app.request('/images/cars/1/1.svg?w=99999')).status).toBe(400)
  })
})

describe('GET /v1/openapi.json', () => {
  it('documents every route with its schemas, and every $ref resolves', async () => {
    const { status, body } = await getJson('/v1/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    const paths = body.paths as Record<string, Record<string, { responses: object }>>
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/v1/sites/{slug}/leads',
        '/v1/dealerships/{dealershipId}/payment_intent',
        '/v1/watchlist/save-car',
        '/health/live',
        '/health/ready',
      ]),
    )
    const schemas = (body.components as { schemas: Record<string, unknown> }).schemas
    const refs = [...JSON.stringify(body).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1],
    )
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) expect(schemas, ref).toHaveProperty(ref as string)
  })

  it('documents the listing filter, a car’s listing and specs, and a site’s search paths', async () => {
    const { body } = await getJson('/v1/openapi.json')
    const paths = body.paths as Record<string, Record<string, { parameters: { name: string }[] }>>
    expect(paths['/v1/sites/{slug}/cars']?.get?.parameters.map((parameter) => parameter.name)).toContain(
      'listing',
    )
    const text = JSON.stringify(body)
    for (const name of [
      '"listing"',
      '"specs"',
      '"gvm_kg"',
      '"lams_approved"',
      '"weekly_price"',
      '"search_paths"',
    ]) {
      expect(text).toContain(name)
    }
  })
})
