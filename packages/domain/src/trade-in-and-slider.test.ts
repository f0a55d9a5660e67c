import { describe, expect, it } from 'vitest'
import { clampPriceRange, DEFAULT_PRICE_RANGE, isValidPriceRange, sliderReaching } from './price-slider.js'
import { isOnlineEstimateLikely, tradeInHref } from './trade-in.js'

describe('isOnlineEstimateLikely (§5 Trade-in FAQ)', () => {
  const now = new Date('2026-11-22T00:00:00Z')
  it.each([
    ['7 years old, 100,000 km', { year: 2019, km: 100000 }, true],
    ['8 years old', { year: 2018, km: 50000 }, false],
    ['100,001 km', { year: 2024, km: 100001 }, false],
    ['new', { year: 2026, km: 10 }, true],
  ])('%s', (_label, car, expected) => {
    expect(isOnlineEstimateLikely(car, now)).toBe(expected)
  })

  it('links the trade-in page with the car id (§2)', () => {
    expect(tradeInHref(42)).toBe('/cars/trade-in?car_id=42')
  })
})

describe('price slider (§4, §9)', () => {
  it('starts at 5,000–250,000', () => {
    expect(DEFAULT_PRICE_RANGE).toEqual({ min: 5000, max: 250000 })
  })

  it.each([
    [{ min: 5000, max: 5500 }, true],
    [{ min: 5500, max: 5500 }, false],
    [{ min: 6000, max: 5500 }, false],
  ])('%o valid: %s', (range, expected) => {
    expect(isValidPriceRange(range)).toBe(expected)
  })

  it.each([
    [
      { min: 5000, max: 250000 },
      { min: 5000, max: 250000 },
    ],
    [
      { min: 0, max: 999999 },
      { min: 5000, max: 250000 },
    ],
    [
      { min: 12345, max: 40260 },
      { min: 12500, max: 40500 },
    ],
    [
      { min: 30000, max: 30000 },
      { min: 29500, max: 30000 },
    ],
    [
      { min: 90000, max: 20000 },
      { min: 19500, max: 20000 },
    ],
    [
      { min: 0, max: 0 },
      { min: 5000, max: 5500 },
    ],
  ])('%o → %o', (range, expected) => {
    expect(clampPriceRange(range)).toEqual(expected)
  })
})

describe('sliderReaching: the slider stretched to the stock (issue 16 row 4)', () => {
  const cars = { min: 5000, max: 250000, step: 500 }
  it.each([
    ['no stats', {}, cars],
    ['stock within the bounds', { min: 7000, max: 90000 }, cars],
    ['a $612,345 truck', { min: 7000, max: 612345 }, { min: 5000, max: 612500, step: 500 }],
    ['exactly on a step past the end', { max: 300000 }, { min: 5000, max: 300000, step: 500 }],
    ['a $3,250 car', { min: 3250, max: 90000 }, { min: 3000, max: 250000, step: 500 }],
    ['a $0 listing', { min: 0 }, { min: 0, max: 250000, step: 500 }],
    ['infinite stats (no hits)', { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY }, cars],
  ])('%s', (_label, stock, expected) => {
    expect(sliderReaching(cars, stock)).toEqual(expected)
  })

  it('keeps the slider’s other fields', () => {
    const slider = { attribute: 'weekly_rate', label: 'Weekly price', min: 50, max: 1000, step: 10 }
    expect(sliderReaching(slider, { max: 1234 })).toEqual({ ...slider, max: 1240 })
  })
})
