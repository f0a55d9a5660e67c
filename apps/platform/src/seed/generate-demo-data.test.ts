import { describe, expect, it } from 'vitest'
import { SEED_REFERENCE_DATE, slugify } from './generate-car.js'
import { DEFAULT_CARS_PER_SITE, generateDemoData } from './generate-demo-data.js'

const data = generateDemoData()
const DAY_MS = 24 * 60 * 60 * 1000

describe('generateDemoData', () => {
  it('gives identical data for the same seed and different cars for another seed', () => {
    expect(generateDemoData({ seed: 1 })).toEqual(data)
    expect(generateDemoData({ seed: 2 }).cars.map((car) => car.slug)).not.toEqual(
      data.cars.map((car) => car.slug),
    )
  })

  it('makes the two demo sites with their hostnames and locations', () => {
    expect(
      data.sites.map((site) => [site.slug, site.name, site.region, site.currency, site.template]),
    ).toEqual([
      ['coastal-motors', 'Coastal Motors', 'AU', 'AUD', 'cars'],
      ['kiwi-auto-hub', 'Kiwi Auto Hub', 'NZ', 'NZD', 'cars'],
    ])
    expect(data.siteHostnames.map((row) => row.hostname)).toEqual([
      'coastal-motors.localhost',
      'www.coastalmotors.com.au',
      'kiwi-auto-hub.localhost',
      'www.kiwiautohub.co.nz',
    ])
    expect(data.locations.map((location) => [location.slug, location.locationType, location.city])).toEqual([
      ['coastal-motors-sales', 'sales', 'Brisbane'],
      ['coastal-motors-service', 'service', 'Brisbane'],
      ['kiwi-auto-hub-sales', 'sales', 'Auckland'],
    ])
    for (const location of data.locations) {
      expect(location.openingHours?.map((hour) => [hour.weekday, hour.status])).toEqual([
        [0, 'Closed'],
        [1, 'Open'],
        [2, 'Open'],
        [3, 'Open'],
        [4, 'Open'],
        [5, 'Open'],
        [6, 'Open'],
      ])
      expect(location.dealerLicenseNumber).toBeTruthy()
      expect(location.lat).toBeTypeOf('number')
    }
  })

  it('generates the requested number of cars per site', () => {
    expect(data.cars).toHaveLength(2 * DEFAULT_CARS_PER_SITE)
    const small = generateDemoData({ carsPerSite: 3 })
    expect(small.cars.filter((car) => car.siteId === 1)).toHaveLength(3)
    expect(small.cars.filter((car) => car.siteId === 2)).toHaveLength(3)
  })

  it('keeps stock only at locations that hold stock (not the service centre)', () => {
    expect(new Set(data.cars.map((car) => car.locationId))).toEqual(new Set([1, 3]))
  })

  it('makes unique, lower-case, hyphenated slugs ending in the stock number', () => {
    const slugs = data.cars.map((car) => car.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const car of data.cars) {
      expect(car.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(car.slug.startsWith(`${car.year}-`)).toBe(true)
      expect(car.slug.endsWith(`-${car.stocknum.toLowerCase()}`)).toBe(true)
    }
  })

  it('keeps km, year and price consistent with the car type', () => {
    for (const car of data.cars) {
      expect(car.year).toBeGreaterThanOrEqual(2012)
      expect(car.year).toBeLessThanOrEqual(2026)
      expect(car.price).toBeGreaterThanOrEqual(12_000)
      expect(car.price).toBeLessThanOrEqual(95_000)
      if (car.carType === 'new') expect(car.km).toBeLessThanOrEqual(50)
      if (car.carType === 'demo') expect(car.km).toBeLessThan(15_000)
      if (car.carType === 'used') expect(car.km).toBeGreaterThanOrEqual(9_000)
    }
  })

  it('spreads car types, statuses and tags the way a real yard has them', () => {
    const count = (predicate: (car: (typeof data.cars)[number]) => boolean) =>
      data.cars.filter(predicate).length
    for (const type of ['new', 'used', 'demo'])
      expect(count((car) => car.carType === type)).toBeGreaterThan(10)
    expect(count((car) => car.status === 'in_stock')).toBeGreaterThan(data.cars.length / 2)
    expect(count((car) => car.status === 'coming_soon')).toBeGreaterThan(0)
    expect(count((car) => car.sold === true)).toBeGreaterThan(0)
    expect(count((car) => car.reserved === true)).toBeGreaterThan(0)
    const tags = new Set(data.cars.map((car) => car.tag).filter(Boolean))
    expect(tags).toEqual(new Set(['Test Drive Only', 'Special', 'Pre-order']))
  })

  it('dates every car within the 60 days before the fixed reference date', () => {
    for (const car of data.cars) {
      const age = SEED_REFERENCE_DATE.getTime() - car.createdAt.getTime()
      expect(age).toBeGreaterThanOrEqual(0)
      expect(age).toBeLessThanOrEqual(60 * DAY_MS)
    }
  })

  it('keeps photos_count, images, thumbnails and the primary image in step', () => {
    for (const car of data.cars) {
      expect(car.images).toHaveLength(car.photosCount ?? -1)
      expect(car.thumbnails).toHaveLength(car.photosCount ?? -1)
      expect(car.primaryImageUrl).toBe(car.images?.[0] ?? null)
    }
  })

  it('gives 17-character VINs without I, O or Q', () => {
    for (const car of data.cars) expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
  })
})

describe('slugify', () => {
  it.each([
    ['2021 Toyota Corolla Ascent Sport C10001', '2021-toyota-corolla-ascent-sport-c10001'],
    ['2019 Mazda CX-5 GLX+', '2019-mazda-cx-5-glx'],
    ['  Tesla  Model 3 (Long Range) ', 'tesla-model-3-long-range'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })
})
