import { describe, expect, it } from 'vitest'
import type { CarInput } from './car.js'
import { carStructuredData } from './car-structured-data.js'
import type { JsonLdObject } from './schema-org.js'
import { CarSchema } from './schemas/car.js'
import { type SiteConfigInput, SiteConfigSchema } from './schemas/site.js'
import { carInput, siteInput } from './test-fixtures.js'

const PAGE = 'https://citytoyota.example.com.au/cars/2021-toyota-corolla-ascent-sport-1'
const site = (overrides: Partial<SiteConfigInput> = {}) =>
  SiteConfigSchema.parse({ ...siteInput, ...overrides })
const car = (overrides: Partial<CarInput> = {}) => CarSchema.parse({ ...carInput, ...overrides })
const offerOf = (data: JsonLdObject) => data.offers as JsonLdObject | undefined

describe('carStructuredData (a car page)', () => {
  it('describes the car and its offer from the dealership', () => {
    expect(carStructuredData(site(), car({ vin: 'JTNKARJE00J123456' }), PAGE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      '@id': `${PAGE}#vehicle`,
      name: '2021 Toyota Corolla Ascent Sport',
      url: PAGE,
      image: ['https://citytoyota.example.com.au/a.jpg', 'https://citytoyota.example.com.au/b.jpg'],
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Corolla',
      vehicleModelDate: '2021',
      vehicleConfiguration: 'Ascent Sport',
      bodyType: 'Hatchback',
      vehicleTransmission: 'Automatic',
      fuelType: 'Petrol',
      driveWheelConfiguration: 'FWD',
      vehicleSeatingCapacity: 5,
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 35000, unitCode: 'KMT' },
      vehicleIdentificationNumber: 'JTNKARJE00J123456',
      sku: 'U1234',
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        url: PAGE,
        price: 28990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: {
          '@type': 'AutoDealer',
          '@id': 'https://citytoyota.example.com.au/#dealership',
          name: 'City Toyota',
          url: 'https://citytoyota.example.com.au/',
        },
      },
    })
  })

  it.each([
    ['in stock', {}, 'InStock'],
    ['coming soon', { status: 'coming_soon' }, 'PreOrder'],
    ['reserved', { reserved: true }, 'Reserved'],
    ['sold', { sold: true, reserved: true }, 'SoldOut'],
  ])('%s: availability %s', (_label, overrides, availability) => {
    expect(offerOf(carStructuredData(site(), car(overrides), PAGE))?.availability).toBe(
      `https://schema.org/${availability}`,
    )
  })

  it.each([
    ['new', 'NewCondition'],
    ['demo', 'UsedCondition'],
    ['used', 'UsedCondition'],
  ] as const)('a %s car is in %s', (carType, condition) => {
    const data = carStructuredData(site(), car({ car_type: carType }), PAGE)
    expect([data.itemCondition, offerOf(data)?.itemCondition]).toEqual([
      `https://schema.org/${condition}`,
      `https://schema.org/${condition}`,
    ])
  })

  it.each([
    [0, false],
    [1, true],
  ])('price %i: offer %s', (price, hasOffer) => {
    expect(offerOf(carStructuredData(site(), car({ price }), PAGE)) !== undefined).toBe(hasOffer)
  })

  it("prices in the site's currency", () => {
    expect(offerOf(carStructuredData(site({ currency: 'NZD' }), car(), PAGE))?.priceCurrency).toBe('NZD')
  })

  it.each([
    ['cars', 'Car'],
    ['subscriptions', 'Car'],
    ['motorcycles', 'Motorcycle'],
    ['trucks', 'Vehicle'],
    ['rvs', 'Vehicle'],
  ] as const)('a %s site sells a %s', (template, type) => {
    expect(carStructuredData(site({ template }), car(), PAGE)['@type']).toBe(type)
  })

  it('falls back to the primary image, and has none without one', () => {
    const primaryOnly = car({ images: [], primary_image_url: 'https://cdn.example.com/p.jpg' })
    expect(carStructuredData(site(), primaryOnly, PAGE).image).toEqual(['https://cdn.example.com/p.jpg'])
    expect(
      carStructuredData(site(), car({ images: [], primary_image_url: null }), PAGE).image,
    ).toBeUndefined()
  })

  it('leaves out what the car does not have', () => {
    const data = carStructuredData(
      site(),
      car({ vin: null, badge: null, seats: null, simple_drive: null, fuel: null, simple_fuel: '' }),
      PAGE,
    )
    expect(data).toMatchObject({
      vehicleIdentificationNumber: undefined,
      vehicleConfiguration: undefined,
      vehicleSeatingCapacity: undefined,
      driveWheelConfiguration: undefined,
      fuelType: undefined,
    })
  })
})
