import { describe, expect, it } from 'vitest'
import { sortBrands } from './brand-sort.js'
import { filterChipLabel, refinementChipLabel } from './filter-chips.js'
import { priceLowerBound, priceRangeOf, sortByPriceLowerBound, weeklyPriceRangeOf } from './price-range.js'
import { CarSchema } from './schemas/car.js'
import { DEFAULT_CAR_SEARCH_ATTRIBUTES, DEFAULT_FACET_TAB, FACET_TABS } from './search-attributes.js'
import { SearchIndexRecordSchema, toSearchIndexRecord } from './search-index-record.js'
import { stockCount } from './stock-count.js'
import { searchSubmitHref, suggestionPrice } from './suggestion.js'
import { carInput } from './test-fixtures.js'

describe('price filter labels (§5: sorted by numeric lower bound)', () => {
  it.each([
    ['Under $5,000', 0],
    ['$5,000 - $10,000', 5000],
    ['$10,000 - $15,000', 10000],
    ['$100,000+', 100000],
    ['$50K+', 50000],
    ['$7.5k - $10k', 7500],
    ['Up to $20,000', 0],
    ['Price on application', Number.POSITIVE_INFINITY],
  ])('%s starts at %d', (label, bound) => {
    expect(priceLowerBound(label)).toBe(bound)
  })

  it('sorts numerically, not alphabetically', () => {
    const labels = ['$100,000+', '$10,000 - $15,000', 'Under $5,000', '$5,000 - $10,000', '$50,000 - $75,000']
    expect(
      sortByPriceLowerBound(labels.map((label) => ({ label, count: 1 }))).map((item) => item.label),
    ).toEqual(['Under $5,000', '$5,000 - $10,000', '$10,000 - $15,000', '$50,000 - $75,000', '$100,000+'])
  })

  it.each([
    [0, 'Under $5,000'],
    [4999, 'Under $5,000'],
    [5000, '$5,000 - $10,000'],
    [28990, '$25,000 - $30,000'],
    [99999, '$75,000 - $100,000'],
    [100000, '$100,000+'],
  ])('price %d is in %s', (price, range) => {
    expect(priceRangeOf(price)).toBe(range)
  })

  it.each([
    [99, 'Under $100 p/w'],
    [100, '$100 - $150 p/w'],
    [400, '$400+ p/w'],
  ])('weekly %d is in %s', (weekly, range) => {
    expect(weeklyPriceRangeOf(weekly)).toBe(range)
  })
})

describe('filterChipLabel (§2)', () => {
  it.each([
    ['price', 'min', 5000, 'From $5K'],
    ['price', 'max', 50000, 'To $50K'],
    ['price', 'max', 7500, 'To $7.5K'],
    ['km', 'max', 100000, '100K km'],
    ['km', 'min', 500, '500 km'],
    ['year', 'min', 2018, '2018'],
    ['seats', 'min', 7, '7 seats'],
  ] as const)('%s %s %d → %s', (attribute, bound, value, expected) => {
    expect(filterChipLabel(attribute, bound, value)).toBe(expected)
  })
})

describe('refinementChipLabel: any family’s refinement as its chip reads', () => {
  const gvm = { kind: 'range', label: 'GVM', unit: 'kg' } as const
  const price = { kind: 'range', label: 'Price', unit: '$' } as const
  const length = { kind: 'range', label: 'Length', unit: 'm' } as const
  const unitless = { kind: 'range', label: 'Axles' } as const
  const lams = { kind: 'toggle', label: 'LAMS approved' } as const
  it.each([
    ['§2 price, a minimum', { attribute: 'price', operator: '>=', value: 20000 }, price, 'From $20K'],
    ['§2 km, a maximum', { attribute: 'km', operator: '<=', value: 50000 }, undefined, '50K km'],
    ['§2 year', { attribute: 'year', operator: '>=', value: 2018 }, undefined, '2018'],
    [
      'a range with a unit, a minimum',
      { attribute: 'gvm_kg', operator: '>=', value: 12000 },
      gvm,
      'GVM from 12,000 kg',
    ],
    ['a range with a unit, a maximum', { attribute: 'gvm_kg', operator: '<=', value: 0 }, gvm, 'GVM to 0 kg'],
    [
      'a range in dollars',
      { attribute: 'weekly', operator: '<=', value: 600000 },
      price,
      'Price to $600,000',
    ],
    ['a fraction', { attribute: 'length_m', operator: '>=', value: 6.5 }, length, 'Length from 6.5 m'],
    ['a range without a unit', { attribute: 'axles', operator: '>=', value: 3 }, unitless, 'Axles from 3'],
    ['a switch', { attribute: 'lams_approved', value: true }, lams, 'LAMS approved'],
    ['a value as its list words it', { attribute: 'car_type', value: 'used' }, undefined, 'Used'],
    ['a value no label is known for', { attribute: 'make', value: 'Toyota' }, undefined, 'Toyota'],
  ] as const)('%s', (_, refinement, facet, expected) => {
    expect(refinementChipLabel(refinement, facet)).toBe(expected)
  })
})

describe('stockCount (§9: above 1999 summed from facets)', () => {
  const facets = { new: 1500, used: 900, demo: 100 }
  it.each([
    [1998, 1998],
    [1999, 1999],
    [2000, 2500],
    [0, 0],
  ])('nbHits %d → %d', (nbHits, expected) => {
    expect(stockCount(nbHits, facets)).toBe(expected)
  })
})

describe('sortBrands (§9: common makes first, then alphabetical)', () => {
  it('puts common makes first in their fixed order', () => {
    const makes = ['Alfa Romeo', 'Mazda', 'bmw', 'Toyota', 'Audi', 'kia', 'Zeekr']
    expect(sortBrands(makes, (make) => make)).toEqual([
      'Toyota',
      'Mazda',
      'kia',
      'Alfa Romeo',
      'Audi',
      'bmw',
      'Zeekr',
    ])
  })

  it('sorts facet items by their label', () => {
    const items = [{ label: 'Jeep' }, { label: 'Ford' }]
    expect(sortBrands(items, (item) => item.label).map((item) => item.label)).toEqual(['Ford', 'Jeep'])
  })
})

describe('suggestions (§2, §9: price only above 250)', () => {
  it.each([
    [250, null],
    [251, '$251'],
    [0, null],
    [null, null],
    [undefined, null],
    [28990, '$28,990'],
  ])('%s → %s', (price, expected) => {
    expect(suggestionPrice(price)).toBe(expected)
  })

  it.each([
    [' corolla ', '/search/new-used-and-demo-cars/?query=corolla'],
    ['hi lux', '/search/new-used-and-demo-cars/?query=hi+lux'],
    ['  ', '/search/new-used-and-demo-cars/'],
  ])('submit %o → %s', (query, expected) => {
    expect(searchSubmitHref('/search/new-used-and-demo-cars/', query)).toBe(expected)
  })
})

describe('search attributes (§2, §4, §9)', () => {
  it('defaults', () => {
    expect(DEFAULT_CAR_SEARCH_ATTRIBUTES).toEqual([
      'car_type',
      'simple_body',
      'km',
      'simple_transmission',
      'stocknum',
    ])
    expect(DEFAULT_FACET_TAB).toBe('make')
    expect(FACET_TABS.map((tab) => tab.attribute)).toEqual([
      'make',
      'simple_body',
      'price_range',
      'simple_fuel',
      'make_model',
    ])
  })
})

describe('toSearchIndexRecord (§3 index attributes)', () => {
  it('derives every attribute and validates', () => {
    const record = toSearchIndexRecord(CarSchema.parse(carInput), {
      dealershipName: 'City Toyota',
      weeklyPrice: 133.2,
      filteredFeatures: ['Bluetooth'],
      customRank: 7,
    })
    expect(record).toEqual({
      objectID: '1',
      make: 'Toyota',
      model: 'Corolla',
      make_model: 'Toyota Corolla',
      car_type: 'used',
      simple_body: 'Hatchback',
      simple_fuel: 'Petrol',
      price: 28990,
      price_range: '$25,000 - $30,000',
      weekly_price_range: '$100 - $150 p/w',
      city: 'Brisbane',
      city_make: 'Brisbane Toyota',
      location_name: 'City Toyota',
      location_name_make: 'City Toyota Toyota',
      dealership_name: 'City Toyota',
      filtered_features: ['Bluetooth'],
      tag: null,
      custom_rank: 7,
    })
    expect(SearchIndexRecordSchema.parse(record)).toEqual(record)
  })

  it('leaves the weekly range empty without an estimate', () => {
    const record = toSearchIndexRecord(CarSchema.parse(carInput), { dealershipName: 'X', weeklyPrice: null })
    expect(record).toMatchObject({ weekly_price_range: null, filtered_features: [], custom_rank: 0 })
  })
})
