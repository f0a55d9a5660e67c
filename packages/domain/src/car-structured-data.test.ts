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

describe('carStructuredData for the other families (issue 11)', () => {
  it('gives a truck its GVM and axles', () => {
    const truck = car({
      simple_body: 'Tipper',
      specs: { kind: 'truck', gvm_kg: 26_000, axle_configuration: '6x4' },
    })
    expect(carStructuredData(site({ template: 'trucks' }), truck, PAGE)).toMatchObject({
      '@type': 'Vehicle',
      weightTotal: { '@type': 'QuantitativeValue', value: 26_000, unitCode: 'KGM', name: 'GVM' },
      numberOfAxles: 3,
    })
  })

  it('gives a motorcycle its engine', () => {
    const bike = car({ specs: { kind: 'motorcycle', engine_cc: 399, power_kw: 33 } })
    expect(carStructuredData(site({ template: 'motorcycles' }), bike, PAGE).vehicleEngine).toEqual({
      '@type': 'EngineSpecification',
      engineDisplacement: { '@type': 'QuantitativeValue', value: 399, unitCode: 'CMQ' },
      enginePower: { '@type': 'QuantitativeValue', value: 33, unitCode: 'KWT' },
    })
    const unknown = car({ specs: { kind: 'motorcycle', engine_cc: null } })
    expect(carStructuredData(site({ template: 'motorcycles' }), unknown, PAGE).vehicleEngine).toBeUndefined()
  })

  it('gives a caravan its ATM and no odometer, a motorhome its odometer', () => {
    const specs = { kind: 'rv', berths: 4, length_m: 7, atm_kg: 2_800 } as const
    const caravan = carStructuredData(site({ template: 'rvs' }), car({ simple_body: 'Caravan', specs }), PAGE)
    expect(caravan.weightTotal).toMatchObject({ value: 2_800, name: 'ATM' })
    expect(caravan.mileageFromOdometer).toBeUndefined()
    const motorhome = carStructuredData(
      site({ template: 'rvs' }),
      car({ simple_body: 'Motorhome', specs }),
      PAGE,
    )
    expect(motorhome.mileageFromOdometer).toMatchObject({ value: 35000 })
  })

  it.each([
    [
      { kind: 'subscription', weekly_price: 189, minimum_term_months: 3, km_allowance_per_week: null },
      189,
      'WEE',
    ],
    [{ kind: 'rental', daily_rate: 79, weekly_rate: 420, pickup_location: 'Christchurch' }, 79, 'DAY'],
  ] as const)('offers a %o as a lease priced per unit', (listing, price, unitCode) => {
    const offer = offerOf(
      carStructuredData(site({ template: 'subscriptions' }), car({ price: 0, listing }), PAGE),
    )
    expect(offer).toMatchObject({
      price,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: { '@type': 'UnitPriceSpecification', price, unitCode },
    })
  })
})
