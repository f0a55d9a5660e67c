import { describe, expect, it } from 'vitest'
import { CarSchema } from '../schemas/car.js'
import { carInput } from '../test-fixtures.js'
import { FAMILY_SEARCH_ATTRIBUTES, familySearchAttributes } from './family-search-attributes.js'

const car = (overrides: object) => CarSchema.parse({ ...carInput, ...overrides })
const nothing = Object.fromEntries(Object.keys(FAMILY_SEARCH_ATTRIBUTES).map((key) => [key, null]))

describe('familySearchAttributes (flat, null where the vehicle has none)', () => {
  it('gives a car for sale its listing and nothing else', () => {
    expect(familySearchAttributes(car({}), 'AU')).toEqual({ ...nothing, listing: 'sale' })
  })

  it.each([
    [
      {
        simple_body: 'Tipper',
        specs: {
          kind: 'truck',
          gvm_kg: 26_000,
          gcm_kg: 45_000,
          axle_configuration: '6x4',
          engine_hours: 900,
        },
      },
      'AU',
      { gvm_kg: 26_000, gcm_kg: 45_000, axle_configuration: '6x4', engine_hours: 900, licence_class: 'HR' },
    ],
    [
      { simple_body: 'Tipper', specs: { kind: 'truck', gvm_kg: 26_000, axle_configuration: '6x4' } },
      'NZ',
      {
        gvm_kg: 26_000,
        gcm_kg: null,
        axle_configuration: '6x4',
        engine_hours: null,
        licence_class: 'Class 4',
      },
    ],
    [
      { specs: { kind: 'motorcycle', engine_cc: 655, power_kw: 39, tare_kg: 182, lams_approved: true } },
      'AU',
      { engine_cc: 655, power_kw: 39, lams: true },
    ],
    [
      { specs: { kind: 'motorcycle', engine_cc: 655, power_kw: 39, tare_kg: 182, lams_approved: true } },
      'NZ',
      { engine_cc: 655, power_kw: 39, lams: false },
    ],
    [
      { specs: { kind: 'rv', berths: 2, length_m: 5.4, atm_kg: 1_600, tare_kg: 1_200 } },
      'AU',
      {
        berths: 2,
        length_m: 5.4,
        atm_kg: 1_600,
        tare_kg: 1_200,
        slide_outs: 0,
        off_road_rating: null,
        ensuite: false,
      },
    ],
    [
      {
        listing: {
          kind: 'subscription',
          weekly_price: 219,
          minimum_term_months: 1,
          km_allowance_per_week: null,
        },
      },
      'NZ',
      { listing: 'subscription', weekly_rate: 219, minimum_term_months: 1, km_allowance_per_week: null },
    ],
    [
      { listing: { kind: 'rental', daily_rate: 69, weekly_rate: 399, pickup_location: 'Wellington' } },
      'NZ',
      { listing: 'rental', weekly_rate: 399, daily_rate: 69, pickup_location: 'Wellington' },
    ],
  ])('%o in %s → %o', (overrides, region, expected) => {
    expect(familySearchAttributes(car(overrides), region as 'AU' | 'NZ')).toEqual({
      ...nothing,
      listing: 'sale',
      ...expected,
    })
  })
})
