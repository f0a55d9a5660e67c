import { describe, expect, it } from 'vitest'
import type { CarInput } from '../car.js'
import { CarSchema } from '../schemas/car.js'
import { carInput } from '../test-fixtures.js'
import { comparisonRows } from './comparison-rows.js'

const vehicle = (overrides: Partial<CarInput> = {}) => CarSchema.parse({ ...carInput, ...overrides })
const site = (template: 'cars' | 'trucks' | 'subscriptions') =>
  ({ template, region: 'AU', currency: 'AUD' }) as const

const tipper = vehicle({
  year: 2019,
  km: 210_000,
  price: 129_990,
  simple_body: 'Tipper',
  simple_transmission: 'Manual',
  simple_fuel: 'Diesel',
  seats: null,
  stocknum: 'T1',
  specs: { kind: 'truck', gvm_kg: 26_000, axle_configuration: '6x4' },
})
const primeMover = vehicle({
  year: 2022,
  km: 412_000,
  price: 0,
  simple_body: 'Prime Mover',
  simple_transmission: 'Automatic',
  simple_fuel: 'Diesel',
  seats: null,
  stocknum: 'T2',
  specs: { kind: 'truck', gvm_kg: 26_000, gcm_kg: 90_000, axle_configuration: '6x4', engine_hours: 12_480 },
})

describe('comparisonRows (§2 /compare, issue 11)', () => {
  it('compares trucks on price and every truck row either has, a dash where one has none', () => {
    const table = comparisonRows([tipper, primeMover], site('trucks'))
    expect(table.map(({ label, values }) => [label, ...values])).toEqual([
      ['Price', '$129,990', '—'],
      ['Year', '2019', '2022'],
      ['Kilometres', '210,000 km', '412,000 km'],
      ['Engine hours', '—', '12,480 hrs'],
      ['Body', 'Tipper', 'Prime Mover'],
      ['GVM', '26,000 kg', '26,000 kg'],
      ['GCM', '—', '90,000 kg'],
      ['Axle configuration', '6x4', '6x4'],
      ['Licence class', 'HR (Heavy Rigid)', 'MC (Multi Combination)'],
      ['Transmission', 'Manual', 'Automatic'],
      ['Fuel', 'Diesel', 'Diesel'],
      ['Stock number', 'T1', 'T2'],
    ])
  })

  it.each([
    ['a sale', { price: 45_990 }, '$45,990'],
    ['a sale at $1', { price: 1 }, '$1'],
    ['a sale without a price', { price: 0 }, '—'],
    [
      'a subscription',
      {
        listing: {
          kind: 'subscription',
          weekly_price: 189,
          minimum_term_months: 3,
          km_allowance_per_week: 500,
        },
      },
      '$189 per week',
    ],
  ] as const)('prices %s as its listing quotes it', (_label, overrides, price) => {
    const [row] = comparisonRows([vehicle(overrides as Partial<CarInput>)], site('subscriptions'))
    expect(row).toEqual({ label: 'Price', values: [price] })
  })

  it('has only the price row when nothing is compared', () => {
    expect(comparisonRows([], site('cars'))).toEqual([{ label: 'Price', values: [] }])
  })
})
