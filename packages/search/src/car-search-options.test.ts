import { SEARCH_HIT_ATTRIBUTES } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { carSortOptions, searchRouteConfigOf, vocabularyOf } from './car-search-options.js'
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
    expect(vocabularyOf({ make: { Kia: 3, Ford: 1 }, city: { Brisbane: 4 }, state: { QLD: 4 } })).toEqual({
      makes: ['Kia', 'Ford'],
      models: [],
      cities: ['Brisbane'],
      dealerships: [],
      locations: [],
      states: ['QLD'],
    })
  })

  it('gives one vocabulary per facets answer, and one for none, so slug lookups are built once', () => {
    const facets = { make: { Kia: 3 } }
    expect(vocabularyOf(facets)).toBe(vocabularyOf(facets))
    expect(vocabularyOf(undefined)).toBe(vocabularyOf(undefined))
    expect(vocabularyOf({ make: { Kia: 3 } })).not.toBe(vocabularyOf(facets))
  })

  it("builds a site's route config: its listing path, the vocabulary and its own paths", () => {
    const search_paths = [
      { path: 'used-motorcycles', title: 'Used motorcycles', filter: { car_type: ['used'] } },
    ]
    const config = searchRouteConfigOf({ template: 'motorcycles', search_paths }, { city: { Perth: 2 } })
    expect(config.basePath).toBe('/search/new-used-and-demo-motorcycles/')
    expect(config.vocabulary.cities).toEqual(['Perth'])
    expect(config.dealerPaths).toBe(search_paths)
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

  it('reads a sale with no family attributes from a hit that has none', () => {
    const car = carOfHit(hit)
    expect([car.listing, car.specs]).toEqual([{ kind: 'sale' }, { kind: 'car' }])
  })

  it('reads the listing terms and specs the index holds, not the flat listing facet', () => {
    const terms = { kind: 'rental', daily_rate: 79, weekly_rate: 420, pickup_location: 'Christchurch' }
    const specs = {
      kind: 'motorcycle',
      engine_cc: 399,
      power_kw: 33,
      tare_kg: 168,
      lams_approved: true,
      nz_lams_approved: true,
    }
    const car = carOfHit({ ...hit, listing: 'rental', listing_terms: terms, specs })
    expect([car.listing, car.specs]).toEqual([terms, specs])
    expect(carOfHit({ ...hit, listing: 'rental', specs: 'truck' }).specs).toEqual({ kind: 'car' })
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

  it('reads the same car from a hit that carries only what a listing retrieves', () => {
    // Attributes that only filter and rank (the flat `listing` is read from `listing_terms` anyway)
    const searchOnly = {
      price_range: '30000-40000',
      city_make: 'Brisbane Kia',
      custom_rank: 31_759_276_800,
      gvm_kg: null,
    }
    const card = {
      ...hit,
      label: null,
      make_model: 'Kia Sportage',
      finance_lenders: [{ name: 'Angle', deposit: 2000, termYears: 4 }],
      specs: { kind: 'car' },
      listing_terms: { kind: 'sale' },
      listing: 'sale',
    }
    const retrieved: readonly string[] = SEARCH_HIT_ATTRIBUTES
    const picked = Object.fromEntries(
      Object.entries({ ...card, ...searchOnly }).filter(
        ([attribute]) => attribute === 'objectID' || retrieved.includes(attribute),
      ),
    )
    expect(picked).not.toHaveProperty('price_range')
    expect(carOfHit(picked)).toEqual(carOfHit(card))
  })
})
