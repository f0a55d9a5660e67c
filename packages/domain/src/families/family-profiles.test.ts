import { describe, expect, it } from 'vitest'
import type { CarInput } from '../car.js'
import { carKeyFacts, carSearchAttributes } from '../car-facts.js'
import { NO_SAVED_CARS_MESSAGE } from '../messages.js'
import { priceRangeOf } from '../price-range.js'
import { CarSchema } from '../schemas/car.js'
import {
  DEFAULT_CAR_SEARCH_ATTRIBUTES,
  FACET_PICKER_TITLE,
  FACET_TABS,
  TEMPLATE_SEARCH_PATHS,
} from '../search-attributes.js'
import { TEMPLATES } from '../site.js'
import { carInput } from '../test-fixtures.js'
import {
  buyingPathsOf,
  carBuyingPath,
  carSpecifications,
  carSummaryFacts,
  FAMILY_PROFILES,
  type FamilySite,
  facetValueLabel,
  familyProfileOf,
  hiddenSearchPathAttributes,
  resultCardChips,
} from './family-profiles.js'

const car = (overrides: Partial<CarInput> = {}) => CarSchema.parse({ ...carInput, ...overrides })
const au = (template: (typeof TEMPLATES)[number]): FamilySite => ({
  template,
  region: 'AU' as const,
  currency: 'AUD' as const,
})
const nz = (template: (typeof TEMPLATES)[number]): FamilySite => ({
  template,
  region: 'NZ' as const,
  currency: 'NZD' as const,
})

const truck = car({
  name: '2022 Kenworth T610 SAR',
  make: 'Kenworth',
  model: 'T610',
  car_type: 'used',
  km: 412_000,
  simple_body: 'Prime Mover',
  simple_transmission: 'Automatic',
  simple_fuel: 'Diesel',
  simple_drive: null,
  seats: null,
  specs: {
    kind: 'truck',
    gvm_kg: 26_000,
    gcm_kg: 90_000,
    axle_configuration: '6x4',
    engine_hours: 12_480,
    engine_power_hp: 615,
  },
})
const lamsBike = car({
  make: 'Kawasaki',
  model: 'Ninja 400',
  car_type: 'new',
  km: 10,
  simple_body: 'Sport',
  simple_transmission: 'Manual',
  seats: null,
  specs: {
    kind: 'motorcycle',
    engine_cc: 399,
    power_kw: 33,
    tare_kg: 168,
    lams_approved: true,
    nz_lams_approved: true,
  },
})
const bigBike = car({
  make: 'BMW Motorrad',
  model: 'R 1250 GS',
  simple_body: 'Adventure',
  simple_transmission: 'Manual',
  seats: null,
  specs: { kind: 'motorcycle', engine_cc: 1254, power_kw: 100, tare_kg: 249 },
})
const caravan = car({
  make: 'Jayco',
  model: 'Journey',
  car_type: 'new',
  km: 0,
  simple_body: 'Caravan',
  simple_transmission: 'Not Applicable',
  simple_fuel: 'Not Applicable',
  simple_drive: null,
  seats: null,
  specs: {
    kind: 'rv',
    berths: 4,
    length_m: 7.32,
    tare_kg: 2_250,
    atm_kg: 2_800,
    ball_weight_kg: 220,
    slide_outs: 1,
    off_road_rating: 'Off-road',
    ensuite: true,
  },
})
const subscription = car({
  stocknum: 'D10001',
  listing: {
    kind: 'subscription',
    weekly_price: 189,
    minimum_term_months: 3,
    km_allowance_per_week: 500,
    bond: 500,
  },
})
const rental = car({
  stocknum: 'D10002',
  listing: { kind: 'rental', daily_rate: 79, weekly_rate: 420, pickup_location: 'Christchurch' },
})

describe('FAMILY_PROFILES', () => {
  it.each(TEMPLATES)('has a profile for %s that names its own template and search path', (template) => {
    expect(familyProfileOf(template).template).toBe(template)
    expect(familyProfileOf(template).searchPath).toBe(TEMPLATE_SEARCH_PATHS[template])
  })

  it.each([
    ['cars', 'Find the perfect car for you', 'Car not found', 'New, used and demo cars', 'Search Cars'],
    [
      'trucks',
      'Find the perfect truck for you',
      'Truck not found',
      'New, used and demo trucks',
      'Search Trucks',
    ],
    [
      'motorcycles',
      'Find the perfect motorcycle for you',
      'Motorcycle not found',
      'New, used and demo motorcycles',
      'Search Motorcycles',
    ],
    ['rvs', 'Find the perfect RV for you', 'RV not found', 'New, used and demo RVs', 'Search RVs'],
    [
      'subscriptions',
      'Find the perfect car for you',
      'Car not found',
      'Subscription cars',
      'Subscription Cars',
    ],
  ] as const)('%s says %s, %s, %s, %s', (template, picker, notFound, heading, link) => {
    const { vocabulary } = FAMILY_PROFILES[template]
    expect([
      vocabulary.facetPickerTitle,
      vocabulary.notFoundTitle,
      vocabulary.searchHeading,
      vocabulary.searchLink,
    ]).toEqual([picker, notFound, heading, link])
  })

  it.each([
    [
      'trucks',
      48,
      '48 new, used and demo trucks in stock',
      'Search all 48 trucks',
      'No trucks match your search.',
    ],
    [
      'trucks',
      1,
      '1 new, used and demo truck in stock',
      'Search all 1 truck',
      'No trucks match your search.',
    ],
    ['rvs', 0, '0 new, used and demo RVs in stock', 'Search all 0 RVs', 'No RVs match your search.'],
    [
      'subscriptions',
      12,
      '12 cars to subscribe to or rent',
      'Browse all 12 cars',
      'No cars match your search.',
    ],
    ['subscriptions', 1, '1 car to subscribe to or rent', 'Browse all 1 car', 'No cars match your search.'],
  ] as const)('%s counts %d as %s / %s', (template, count, headline, searchAll, noResults) => {
    const { vocabulary } = FAMILY_PROFILES[template]
    expect([vocabulary.stockHeadline(count), vocabulary.searchAll(count), vocabulary.noResults]).toEqual([
      headline,
      searchAll,
      noResults,
    ])
  })

  it.each([
    ['cars', 'Saved cars', NO_SAVED_CARS_MESSAGE, 'Compare cars', 'Compare Cars'],
    ['trucks', 'Saved trucks', 'No Saved Trucks', 'Compare trucks', 'Compare Trucks'],
    [
      'motorcycles',
      'Saved motorcycles',
      'No Saved Motorcycles',
      'Compare motorcycles',
      'Compare Motorcycles',
    ],
    ['rvs', 'Saved RVs', 'No Saved RVs', 'Compare RVs', 'Compare RVs'],
    ['subscriptions', 'Saved cars', NO_SAVED_CARS_MESSAGE, 'Compare cars', 'Compare Cars'],
  ] as const)('%s saves and compares as %s, %s, %s, %s', (template, saved, noSaved, compare, compareLink) => {
    const { vocabulary } = FAMILY_PROFILES[template]
    expect([
      vocabulary.savedHeading,
      vocabulary.noSaved,
      vocabulary.compareHeading,
      vocabulary.compareLink,
    ]).toEqual([saved, noSaved, compare, compareLink])
  })

  it('keeps the spec’s car words, tabs, slider, chips and price buckets for cars (§2, §4, §9)', () => {
    const cars = FAMILY_PROFILES.cars
    expect(cars.vocabulary.facetPickerTitle).toBe(FACET_PICKER_TITLE)
    expect(cars.facetTabs.map(({ attribute, label }) => ({ attribute, label }))).toEqual(FACET_TABS)
    expect(cars.priceSlider).toMatchObject({ attribute: 'price', min: 5000, max: 250000, step: 500 })
    expect(cars.cardAttributes).toEqual(DEFAULT_CAR_SEARCH_ATTRIBUTES)
    for (const price of [0, 4999, 28_990, 100_000]) {
      expect(priceRangeOf(price, cars.priceBuckets)).toBe(priceRangeOf(price))
    }
  })

  it.each(TEMPLATES)(
    '%s: facets and tabs are unique, one tab is the price slider, the default tab exists',
    (template) => {
      const profile = FAMILY_PROFILES[template]
      const facets = profile.facets.map((facet) => facet.attribute)
      expect(new Set(facets).size).toBe(facets.length)
      const tabs = profile.facetTabs.map((tab) => tab.attribute)
      expect(new Set(tabs).size).toBe(tabs.length)
      expect(profile.facetTabs.filter((tab) => tab.kind === 'price')).toHaveLength(1)
      expect(tabs).toContain(profile.defaultFacetTab)
      expect(profile.priceSlider.min).toBeLessThan(profile.priceSlider.max)
      expect((profile.priceSlider.max - profile.priceSlider.min) % profile.priceSlider.step).toBe(0)
      expect([...profile.priceBuckets].sort((a, b) => a - b)).toEqual(profile.priceBuckets)
      // A range's numbers need a unit, unless they name themselves (a year, a count of seats).
      for (const facet of profile.facets.filter((entry) => entry.kind === 'range')) {
        if (!['year', 'seats'].includes(facet.attribute)) expect(facet.unit).toBeTruthy()
      }
    },
  )

  // Issue 16 row 4: the ranges §2's chips name, where the family's vehicles have them.
  it.each([
    ['cars', ['price', 'km', 'year', 'seats']],
    ['trucks', ['price', 'km', 'year']],
    ['motorcycles', ['price', 'km', 'year']],
    ['rvs', ['price', 'km', 'year']],
    ['subscriptions', ['year', 'seats']],
  ] as const)('%s ranges over %j of the chip attributes', (template, expected) => {
    const ranges = FAMILY_PROFILES[template].facets
      .filter((facet) => facet.kind === 'range' && ['price', 'km', 'year', 'seats'].includes(facet.attribute))
      .map((facet) => facet.attribute)
    expect(ranges).toEqual(expected)
  })

  it.each(TEMPLATES)('%s: the price range steps as its price slider does', (template) => {
    const profile = FAMILY_PROFILES[template]
    const price = profile.facets.find((facet) => facet.attribute === 'price')
    if (price) expect(price).toMatchObject({ kind: 'range', unit: '$', step: profile.priceSlider.step })
  })

  it.each([
    ['cars', 250_000],
    ['trucks', 800_000],
    ['motorcycles', 80_000],
    ['rvs', 500_000],
  ] as const)('the %s slider reaches %d', (template, max) => {
    expect(FAMILY_PROFILES[template].priceSlider.max).toBe(max)
  })

  it('ranges a subscription site’s slider over the weekly price', () => {
    expect(FAMILY_PROFILES.subscriptions.priceSlider).toMatchObject({
      attribute: 'weekly_rate',
      label: 'Weekly price',
    })
  })

  it.each([
    ['cars', 'Car'],
    ['subscriptions', 'Car'],
    ['motorcycles', 'Motorcycle'],
    ['trucks', 'Vehicle'],
    ['rvs', 'Vehicle'],
  ] as const)('%s vehicles are schema.org %s', (template, type) => {
    expect(FAMILY_PROFILES[template].schemaOrgType).toBe(type)
  })
})

describe('buying paths (issue 11: deposit, subscribe, booking)', () => {
  it.each([
    ['cars', ['deposit']],
    ['trucks', ['deposit']],
    ['motorcycles', ['deposit']],
    ['rvs', ['deposit']],
    ['subscriptions', ['subscribe', 'booking']],
  ] as const)('%s offers %o', (template, paths) => {
    expect(buyingPathsOf(FAMILY_PROFILES[template])).toEqual(paths)
  })

  it.each([
    [car(), 'deposit'],
    [subscription, 'subscribe'],
    [rental, 'booking'],
  ] as const)('a car listed as %o is taken up by %s', (listed, path) => {
    expect(carBuyingPath(listed)).toBe(path)
  })
})

describe('resultCardChips (§9 for cars, the family’s own elsewhere)', () => {
  it('gives a car exactly §9’s default attributes', () => {
    for (const listed of [car(), car({ stocknum: '', simple_body: '' }), car({ car_type: 'new', km: 5 })]) {
      expect(resultCardChips(listed, au('cars'))).toEqual(carSearchAttributes(listed))
    }
  })

  it.each([
    [
      truck,
      au('trucks'),
      ['Used', 'Prime Mover', 'GVM 26,000 kg', '6x4', 'MC licence', '412,000 km', 'Stock # U1234'],
    ],
    [
      truck,
      nz('trucks'),
      ['Used', 'Prime Mover', 'GVM 26,000 kg', '6x4', 'Class 5 licence', '412,000 km', 'Stock # U1234'],
    ],
    [lamsBike, au('motorcycles'), ['New', 'Sport', '399 cc', 'LAMS approved', '10 km', 'Stock # U1234']],
    [bigBike, au('motorcycles'), ['Used', 'Adventure', '1,254 cc', '35,000 km', 'Stock # U1234']],
    [caravan, au('rvs'), ['New', 'Caravan', '4 berths', '7.3 m', 'ATM 2,800 kg', 'Ensuite', 'Stock # U1234']],
    [
      subscription,
      nz('subscriptions'),
      ['Subscription', 'Hatchback', 'Automatic', '3 months minimum', '500 km a week', 'Stock # D10001'],
    ],
    [
      rental,
      nz('subscriptions'),
      ['Rental', 'Hatchback', 'Automatic', 'Pick up: Christchurch', 'Stock # D10002'],
    ],
  ] as const)('%#: %o', (listed, site, chips) => {
    expect(resultCardChips(listed, site).map((chip) => chip.label)).toEqual(chips)
  })
})

describe('carSpecifications (label and value, blanks left out)', () => {
  it('gives a car the key facts its page always listed', () => {
    for (const listed of [car(), car({ vin: 'JTNKARJE00J123456', seats: null, simple_drive: null })]) {
      expect(carSpecifications(listed, au('cars')).map(({ label, value }) => ({ label, value }))).toEqual(
        carKeyFacts(listed),
      )
    }
  })

  const rows = (listed: ReturnType<typeof car>, site: FamilySite) =>
    carSpecifications(listed, site).map((row) => [row.label, row.value])

  it('describes a truck by its masses, axles, hours and licence class', () => {
    expect(rows(truck, au('trucks'))).toEqual([
      ['Year', '2021'],
      ['Kilometres', '412,000 km'],
      ['Engine hours', '12,480 hrs'],
      ['Body', 'Prime Mover'],
      ['GVM', '26,000 kg'],
      ['GCM', '90,000 kg'],
      ['Axle configuration', '6x4'],
      ['Licence class', 'MC (Multi Combination)'],
      ['Engine power', '615 hp'],
      ['Transmission', 'Automatic'],
      ['Fuel', 'Diesel'],
      ['Stock number', 'U1234'],
    ])
  })

  it('describes a motorcycle by style, capacity, power and LAMS in the site’s region', () => {
    expect(rows(lamsBike, au('motorcycles'))).toEqual([
      ['Year', '2021'],
      ['Kilometres', '10 km'],
      ['Style', 'Sport'],
      ['Engine capacity', '399 cc'],
      ['Power', '33 kW'],
      ['LAMS approved', 'Yes'],
      ['Transmission', 'Manual'],
      ['Fuel', 'Petrol'],
      ['Stock number', 'U1234'],
    ])
    expect(rows(bigBike, nz('motorcycles'))).toContainEqual(['LAMS approved', 'No'])
  })

  it('describes a caravan by type, berths, masses and its tow vehicle, without an odometer', () => {
    expect(rows(caravan, au('rvs'))).toEqual([
      ['Year', '2021'],
      ['Type', 'Caravan'],
      ['Berths', '4'],
      ['Length', '7.3 m'],
      ['Tare', '2,250 kg'],
      ['ATM', '2,800 kg'],
      ['Ball weight', '220 kg'],
      [
        'Tow vehicle',
        'Needs a tow vehicle rated to tow at least 2,800 kg braked, with a tow ball download of at least 220 kg and an electric brake controller.',
      ],
      ['Slide-outs', '1'],
      ['Off-road rating', 'Off-road'],
      ['Ensuite', 'Yes'],
      ['Stock number', 'U1234'],
    ])
  })

  it('describes a subscription by its weekly price, inclusions, term, allowance and bond', () => {
    expect(rows(subscription, nz('subscriptions')).slice(0, 6)).toEqual([
      ['Listing', 'Subscription'],
      ['Weekly subscription', '$189 per week'],
      ['Includes', 'registration, insurance and servicing'],
      ['Minimum term', '3 months'],
      ['Kilometre allowance', '500 km a week'],
      ['Bond', '$500'],
    ])
  })

  it('describes a rental by its rates and pick-up location', () => {
    expect(rows(rental, nz('subscriptions')).slice(0, 4)).toEqual([
      ['Listing', 'Rental'],
      ['Daily rate', '$79 per day'],
      ['Weekly rate', '$420 per week'],
      ['Pick-up location', 'Christchurch'],
    ])
  })
})

describe("carSummaryFacts (the car page sidebar's four, in the family's words)", () => {
  const facts = (listed: ReturnType<typeof car>, site: FamilySite) =>
    carSummaryFacts(listed, site).map((row) => [row.label, row.value])

  it.each([
    [
      'a car: the four facts its sidebar always showed',
      car(),
      au('cars'),
      [
        ['Kilometres', '35,000 km'],
        ['Transmission', 'Automatic'],
        ['Body', 'Hatchback'],
        ['Fuel', 'Petrol'],
      ],
    ],
    [
      'a truck: its licence class and GVM in place of gearbox and fuel',
      truck,
      au('trucks'),
      [
        ['Kilometres', '412,000 km'],
        ['Body', 'Prime Mover'],
        ['Licence class', 'MC (Multi Combination)'],
        ['GVM', '26,000 kg'],
      ],
    ],
    [
      'a car without a gearbox on record: three facts, no blank one',
      car({ simple_transmission: '' }),
      au('cars'),
      [
        ['Kilometres', '35,000 km'],
        ['Body', 'Hatchback'],
        ['Fuel', 'Petrol'],
      ],
    ],
    [
      'a LAMS bike: its style, capacity and LAMS status',
      lamsBike,
      au('motorcycles'),
      [
        ['Kilometres', '10 km'],
        ['Style', 'Sport'],
        ['Engine capacity', '399 cc'],
        ['LAMS approved', 'Yes'],
      ],
    ],
    [
      "a caravan: type, berths, length and ATM, never a 'Not Applicable' gearbox",
      caravan,
      au('rvs'),
      [
        ['Type', 'Caravan'],
        ['Berths', '4'],
        ['Length', '7.3 m'],
        ['ATM', '2,800 kg'],
      ],
    ],
    [
      'a subscription: its minimum term and kilometre allowance first',
      subscription,
      nz('subscriptions'),
      [
        ['Minimum term', '3 months'],
        ['Kilometre allowance', '500 km a week'],
        ['Body', 'Hatchback'],
        ['Transmission', 'Automatic'],
      ],
    ],
    [
      'a rental (no term, no allowance): its pick-up location, then the next three it has',
      rental,
      nz('subscriptions'),
      [
        ['Pick-up location', 'Christchurch'],
        ['Body', 'Hatchback'],
        ['Transmission', 'Automatic'],
        ['Kilometres', '35,000 km'],
      ],
    ],
  ])('%s', (_, listed, site, expected) => {
    expect(facts(listed, site)).toEqual(expected)
  })
})

describe('facetValueLabel', () => {
  it.each([
    ['car_type', 'demo', 'Demo'],
    ['listing', 'rental', 'Rental'],
    ['listing', 'sale', 'For sale'],
    ['licence_class', 'HR', 'HR (Heavy Rigid)'],
    ['licence_class', 'Class 2', 'Class 2 (Medium Rigid)'],
    ['licence_class', 'XL', 'XL'],
    ['minimum_term_months', '1', '1 month'],
    ['minimum_term_months', '6', '6 months'],
    ['berths', '1', '1 berth'],
    ['berths', '4', '4 berths'],
    ['seats', '7', '7 seats'],
    ['lams', 'true', 'Yes'],
    ['ensuite', 'false', 'No'],
    ['make', 'Isuzu', 'Isuzu'],
    ['car_type', 'vintage', 'vintage'],
  ])('%s %s reads %s', (attribute, value, label) => {
    expect(facetValueLabel(attribute, value)).toBe(label)
  })
})

describe('hiddenSearchPathAttributes (dealer path filters a listing must still hold)', () => {
  it.each([
    ['cars', ['listing', 'state']],
    ['trucks', ['listing', 'state']],
    ['motorcycles', ['listing', 'state']],
    ['rvs', ['listing']],
    ['subscriptions', ['car_type', 'state']],
  ] as const)('%s → %o', (template, hidden) => {
    expect(hiddenSearchPathAttributes(FAMILY_PROFILES[template])).toEqual(hidden)
  })
})
