import { type Car, CarSchema, SiteConfigSchema } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../db/open-database.js'
import { openTestDatabase } from '../db/open-test-database.js'
import { createPlatformStore, type PlatformStore } from '../db/platform-store.js'
import { DEMO_SITES } from '../seed/demo-sites.js'
import { seedDatabase } from '../seed/seed-database.js'
import { createApp, type PlatformApp } from './create-app.js'
import { DEFAULT_TEMPLATE_PORTS } from './served-site-url.js'

// Enough stock that every site pages (the first two sites hold about a quarter of it).
const SEEDED_CARS = 300
const ports = { ...DEFAULT_TEMPLATE_PORTS, cars: 3100 }

// One database for the whole file (see openTestDatabase), migrated and seeded once.
let database: Database
let app: PlatformApp

beforeAll(async () => {
  database = await openTestDatabase()
  await database.migrate()
  await seedDatabase(database.db, { cars: SEEDED_CARS })
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
      const { status, body } = await getJson(path)
      expect(status).toBe(404)
      expect(body).toMatchObject({ error: { code: 'not_found' } })
    },
  )

  it('answers 404 JSON for a method no route takes', async () => {
    const response = await app.request('/v1/sites', { method: 'POST' })
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
