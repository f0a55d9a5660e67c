import { describe, expect, it } from 'vitest'
import { CarSchema } from '../schemas/car.js'
import { ListingSchema } from '../schemas/listing.js'
import { VehicleSpecsSchema } from '../schemas/vehicle-specs.js'
import { carInput } from '../test-fixtures.js'
import { formatListingPrice, listingPriceNoteOf, listingPriceOf } from './listing-price.js'

const issuesOf = (
  schema: { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[] }[] } } },
  input: unknown,
) => schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('Car family attributes (compatible: a car without them is a car for sale)', () => {
  it('defaults a car to a sale with no family attributes', () => {
    const car = CarSchema.parse(carInput)
    expect([car.listing, car.specs]).toEqual([{ kind: 'sale' }, { kind: 'car' }])
  })

  it('keeps the attributes a truck is given, with defaults for what it lacks', () => {
    const car = CarSchema.parse({
      ...carInput,
      specs: { kind: 'truck', gvm_kg: 8_700, axle_configuration: '4x2' },
    })
    expect(car.specs).toEqual({
      kind: 'truck',
      gvm_kg: 8_700,
      gcm_kg: null,
      axle_configuration: '4x2',
      engine_hours: null,
      engine_power_hp: null,
    })
  })
})

describe('VehicleSpecsSchema refuses what cannot be', () => {
  it.each([
    [{ kind: 'truck', gvm_kg: 26_000, gcm_kg: 20_000, axle_configuration: '6x4' }, 'gcm_kg'],
    [{ kind: 'truck', gvm_kg: 0, axle_configuration: '6x4' }, 'gvm_kg'],
    [{ kind: 'truck', gvm_kg: 300_000, axle_configuration: '6x4' }, 'gvm_kg'],
    [{ kind: 'truck', gvm_kg: 8_000, axle_configuration: '3x2' }, 'axle_configuration'],
    [{ kind: 'motorcycle', engine_cc: 3_001 }, 'engine_cc'],
    [{ kind: 'motorcycle' }, 'engine_cc'],
    [{ kind: 'rv', berths: 0, length_m: 6 }, 'berths'],
    [{ kind: 'rv', berths: 13, length_m: 6 }, 'berths'],
    [{ kind: 'rv', berths: 4, length_m: 6, tare_kg: 2_900, atm_kg: 2_800 }, 'tare_kg'],
    [{ kind: 'rv', berths: 4, length_m: 6, ball_weight_kg: 1_900, atm_kg: 1_800 }, 'ball_weight_kg'],
    [{ kind: 'rv', berths: 4, length_m: 6, off_road_rating: 'Moon' }, 'off_road_rating'],
    [{ kind: 'rv', berths: 4, length_m: 6, slide_outs: 7 }, 'slide_outs'],
    [{ kind: 'boat' }, 'kind'],
  ])('%o at %s', (input, path) => {
    expect(issuesOf(VehicleSpecsSchema, input)).toContain(path)
  })

  it('accepts the boundary values', () => {
    expect(
      VehicleSpecsSchema.safeParse({
        kind: 'truck',
        gvm_kg: 26_000,
        gcm_kg: 26_000,
        axle_configuration: '6x4',
      }).success,
    ).toBe(true)
    expect(
      VehicleSpecsSchema.safeParse({ kind: 'rv', berths: 12, length_m: 6, tare_kg: 2_800, atm_kg: 2_800 })
        .success,
    ).toBe(true)
    expect(VehicleSpecsSchema.safeParse({ kind: 'motorcycle', engine_cc: null, power_kw: 25 }).success).toBe(
      true,
    )
  })
})

describe('ListingSchema refuses what cannot be', () => {
  it.each([
    [
      { kind: 'subscription', weekly_price: 0, minimum_term_months: 3, km_allowance_per_week: null },
      'weekly_price',
    ],
    [
      { kind: 'subscription', weekly_price: 189, minimum_term_months: 0, km_allowance_per_week: null },
      'minimum_term_months',
    ],
    [
      { kind: 'subscription', weekly_price: 189, minimum_term_months: 61, km_allowance_per_week: null },
      'minimum_term_months',
    ],
    [{ kind: 'subscription', weekly_price: 189, minimum_term_months: 3 }, 'km_allowance_per_week'],
    [
      {
        kind: 'subscription',
        weekly_price: 189,
        minimum_term_months: 3,
        km_allowance_per_week: null,
        bond: -1,
      },
      'bond',
    ],
    [{ kind: 'rental', daily_rate: 60, weekly_rate: 421, pickup_location: 'Christchurch' }, 'weekly_rate'],
    [{ kind: 'rental', daily_rate: 60, weekly_rate: 400, pickup_location: ' ' }, 'pickup_location'],
    [{ kind: 'lease' }, 'kind'],
  ])('%o at %s', (input, path) => {
    expect(issuesOf(ListingSchema, input)).toContain(path)
  })

  it('accepts a weekly rate of exactly seven days', () => {
    expect(
      ListingSchema.safeParse({
        kind: 'rental',
        daily_rate: 60,
        weekly_rate: 420,
        pickup_location: 'Wellington',
      }).success,
    ).toBe(true)
  })
})

describe('listingPriceOf and formatListingPrice (the price a listing leads with)', () => {
  it.each([
    [{ kind: 'sale' }, 45_990, 'AUD', '$45,990'],
    [
      {
        kind: 'subscription',
        weekly_price: 189,
        minimum_term_months: 3,
        km_allowance_per_week: 500,
        bond: 0,
      },
      0,
      'NZD',
      '$189 per week',
    ],
    [
      { kind: 'rental', daily_rate: 79, weekly_rate: 420, pickup_location: 'Christchurch' },
      0,
      'NZD',
      '$79 per day',
    ],
  ] as const)('%o → %s', (listing, price, currency, text) => {
    expect(formatListingPrice(listingPriceOf({ price, listing }), currency)).toBe(text)
  })
})

describe('listingPriceNoteOf (the words under a headline price)', () => {
  it.each([
    ['a sale: its price type', 'sale', 'Drive Away', 'Drive Away'],
    ['a sale with an empty price type', 'sale', '', ''],
    ['a subscription: what it is', 'subscription', 'Drive Away', 'Subscription'],
    ['a rental: what it is', 'rental', 'Excl. Govt. Charges', 'Rental'],
  ] as const)('%s', (_label, kind, priceType, note) => {
    expect(listingPriceNoteOf({ price_type: priceType, listing: { kind } })).toBe(note)
  })
})
