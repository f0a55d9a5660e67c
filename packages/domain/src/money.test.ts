import { describe, expect, it } from 'vitest'
import { formatKm, formatPrice } from './money.js'

describe('formatPrice', () => {
  it.each([
    [45990, 'AUD', '$45,990'],
    [45990.6, 'AUD', '$45,991'],
    [0, 'AUD', '$0'],
    [32500, 'NZD', '$32,500'],
  ] as const)('%d %s → %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected)
  })
})

describe('formatKm', () => {
  it('groups thousands', () => {
    expect(formatKm(123456)).toBe('123,456 km')
  })
})
