import { describe, expect, it } from 'vitest'
import { formatKm, formatMoney, formatPercent, formatPrice, formatThousands, formatWeekly } from './money.js'

describe('formatPrice', () => {
  it.each([
    [45990, 'AUD', '$45,990'],
    [45990.6, 'AUD', '$45,991'],
    [0, 'AUD', '$0'],
    [32500, 'NZD', '$32,500'],
    [1250000, 'AUD', '$1,250,000'],
  ] as const)('%d %s → %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected)
  })

  it('defaults to AUD', () => {
    expect(formatPrice(200)).toBe('$200')
  })
})

describe('formatMoney', () => {
  it.each([
    [1234.5, 'AUD', '$1,234.50'],
    [0, 'NZD', '$0.00'],
  ] as const)('%d %s → %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected)
  })
})

describe('formatKm', () => {
  it.each([
    [123456, '123,456 km'],
    [0, '0 km'],
    [999.6, '1,000 km'],
  ])('%d → %s', (km, expected) => {
    expect(formatKm(km)).toBe(expected)
  })
})

describe('formatWeekly (rounded up to the dollar)', () => {
  it.each([
    [138.417919, '$139 p/w'],
    [100, '$100 p/w'],
    [100.0000000001, '$100 p/w'],
    [0, '$0 p/w'],
  ])('%d → %s', (amount, expected) => {
    expect(formatWeekly(amount)).toBe(expected)
  })
})

describe('formatThousands', () => {
  it.each([
    [5000, '5K'],
    [7500, '7.5K'],
    [250000, '250K'],
    [999, '999'],
    [1000, '1K'],
    [0, '0'],
  ])('%d → %s', (value, expected) => {
    expect(formatThousands(value)).toBe(expected)
  })
})

describe('formatPercent', () => {
  it.each([
    [7.49, '7.49%'],
    [10, '10.00%'],
  ])('%d → %s', (rate, expected) => {
    expect(formatPercent(rate)).toBe(expected)
  })
})
