import { describe, expect, it } from 'vitest'
import { carSortOptions, vocabularyOf } from './car-search-options.js'
import { carOfHit } from './search-hit-car.js'

describe('car search options', () => {
  it('names the replicas the indexer creates, the default index first', () => {
    expect(carSortOptions('Car_production').map((option) => option.value)).toEqual([
      'Car_production',
      'Car_production_price_asc',
      'Car_production_price_desc',
      'Car_production_year_desc',
      'Car_production_km_asc',
      'Car_production_newest',
    ])
  })

  it('reads the path vocabulary from facet values', () => {
    expect(vocabularyOf({ make: { Kia: 3, Ford: 1 }, city: { Brisbane: 4 } })).toEqual({
      makes: ['Kia', 'Ford'],
      models: [],
      cities: ['Brisbane'],
      dealerships: [],
      locations: [],
    })
  })
})

describe('carOfHit', () => {
  const hit = {
    objectID: '42',
    slug: '2024-kia-sportage-42',
    name: '2024 Kia Sportage S',
    year: 2024,
    make: 'Kia',
    model: 'Sportage',
    badge: 'S',
    series: null,
    car_type: 'used',
    km: 12000,
    price: 31990,
    price_type: 'Drive Away',
    status: 'in_stock',
    sold: false,
    reserved: false,
    reservable: true,
    tag: null,
    certified: false,
    created_at: '2026-10-01T00:00:00.000Z',
    stocknum: 'CM42',
    simple_body: 'SUV',
    simple_transmission: 'Automatic',
    simple_fuel: 'Petrol',
    simple_drive: 'FWD',
    fuel: null,
    seats: 5,
    photos_count: 3,
    primary_image_url: null,
    dealership_id: 1,
    dealership_slug: 'coastal-motors',
    location: {
      phone: '07 0000 0000',
      city: 'Brisbane',
      state: 'QLD',
      slug: 'aspley',
      location_name: 'Aspley',
    },
  }

  it('turns an index hit into the domain car a result card renders', () => {
    const car = carOfHit(hit)
    expect(car.id).toBe(42)
    expect(car.payment_processors).toEqual([])
    expect(car.location.distribution_locations).toEqual([])
  })

  it.each([
    ['price', undefined, /price is not a number/],
    ['name', 42, /name is not a string/],
    ['objectID', 'abc', /without a car id/],
    ['sold', 'no', /sold is not a boolean/],
  ])('refuses a hit whose %s is %s', (field, value, message) => {
    expect(() => carOfHit({ ...hit, [field]: value })).toThrow(message)
  })

  it('keeps what the hit has over the defaults', () => {
    const car = carOfHit({
      ...hit,
      tag: 'Special',
      location: { ...hit.location, distribution_locations: ['x'] },
    })
    expect(car.tag).toBe('Special')
    expect(car.location.distribution_locations).toEqual(['x'])
    expect(car.simple_drive).toBe('FWD')
  })
})
