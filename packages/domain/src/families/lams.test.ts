import { describe, expect, it } from 'vitest'
import { isAuLamsEligible, isLamsApproved, isNzLamsEligible, powerToWeight } from './lams.js'

// Power is chosen against a 160 kg tare: (160 + 90) kg × 150 kW/t = 37.5 kW is the limit.
const bike = (engineCc: number | null, powerKw: number | null, tareKg: number | null = 160, year = 2024) => ({
  engineCc,
  powerKw,
  tareKg,
  year,
})

describe('LAMS eligibility (AU and NZ learner approved motorcycle schemes)', () => {
  it.each([
    // engine cc, kW, tare, AU, NZ
    [bike(125, 11), true, true],
    [bike(250, 60), false, true], // NZ: 250 cc and under is approved whatever its power
    [bike(251, 37.5), true, true],
    [bike(251, 37.6), false, false],
    [bike(660, 37.5), true, true],
    [bike(661, 30), false, false],
    [bike(689, 54, 184), false, false], // Yamaha MT-07 full power
    [bike(655, 39, 182), true, true], // Yamaha MT-07 LAMS: 39 / 0.272 = 143 kW/t
    [bike(399, 33, 168), true, true], // Kawasaki Ninja 400
    [bike(1254, 100, 249), false, false],
    [bike(500, null), false, false], // power unknown: cannot be shown to meet the ratio
    [bike(500, 30, null), false, false],
    // electric: AU by power alone, NZ by the ratio
    [bike(null, 25), true, true],
    [bike(null, 26), false, true],
    [bike(null, 40), false, false],
    [bike(null, null), false, false],
  ])('%o → AU %s, NZ %s', (input, au, nz) => {
    expect(isAuLamsEligible(input)).toBe(au)
    expect(isNzLamsEligible(input)).toBe(nz)
  })

  it('approves NZ veterans up to 660 cc built before 1960, whatever their power', () => {
    expect(isNzLamsEligible(bike(500, 50, 160, 1959))).toBe(true)
    expect(isNzLamsEligible(bike(500, 50, 160, 1960))).toBe(false)
    expect(isNzLamsEligible(bike(661, 20, 160, 1959))).toBe(false)
  })

  it('measures power to weight with 90 kg for rider and fuel', () => {
    expect(powerToWeight({ powerKw: 37.5, tareKg: 160 })).toBe(150)
    expect(powerToWeight({ powerKw: null, tareKg: 160 })).toBeNull()
  })

  it.each([
    ['AU', true, false, true],
    ['AU', false, true, false],
    ['NZ', true, false, false],
    ['NZ', false, true, true],
  ] as const)('in %s, AU %s / NZ %s approval → %s', (region, lams_approved, nz_lams_approved, expected) => {
    expect(isLamsApproved({ lams_approved, nz_lams_approved }, region)).toBe(expected)
  })
})
