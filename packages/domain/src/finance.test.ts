import { describe, expect, it } from 'vitest'
import {
  angleLender,
  comparisonRate,
  financeEstimate,
  siteFinanceEstimate,
  weeklyRepayment,
} from './finance.js'

// Every expected figure below was computed independently of finance.ts: in Python, by bisecting on
// the weekly payment and simulating the loan balance week by week (balance × (1 + r) − payment)
// until what is left equals the balloon; comparison rates likewise by simulating the monthly balance.

describe('weeklyRepayment (amortised, weekly compounding)', () => {
  it.each([
    [
      '$30,000, no deposit, 7.49 %, 5 years',
      { price: 30000, deposit: 0, annualRate: 7.49, termYears: 5, balloon: 0 },
      138.417919,
    ],
    [
      '$45,990, no deposit, 6.99 %, 5 years',
      { price: 45990, deposit: 0, annualRate: 6.99, termYears: 5, balloon: 0 },
      209.709747,
    ],
    [
      '$30,000, 10 % deposit, 30 % balloon, 8.5 %, 5 years',
      { price: 30000, deposit: 3000, annualRate: 8.5, termYears: 5, balloon: 9000 },
      99.748514,
    ],
    [
      '$25,990, $2,000 deposit, 9.99 %, 4 years',
      { price: 25990, deposit: 2000, annualRate: 9.99, termYears: 4, balloon: 0 },
      140.02075,
    ],
    [
      '0 % spreads the amount evenly',
      { price: 26000, deposit: 0, annualRate: 0, termYears: 5, balloon: 0 },
      100,
    ],
    [
      'deposit covers the price',
      { price: 20000, deposit: 20000, annualRate: 7, termYears: 5, balloon: 0 },
      0,
    ],
    ['no term', { price: 20000, deposit: 0, annualRate: 7, termYears: 0, balloon: 0 }, 0],
  ])('%s', (_label, terms, expected) => {
    expect(weeklyRepayment(terms)).toBeCloseTo(expected, 5)
  })
})

describe('financeEstimate (§9 layouts)', () => {
  const car = { price: 30000, finance_lenders: [{ name: 'Angle', deposit: 2000, termYears: 4 }] }

  it('five-year: no deposit, no final payment, 5 years', () => {
    expect(
      financeEstimate(car, { layout: 'five-year', annualRate: 7.49, comparisonRate: 8.2 }),
    ).toMatchObject({
      deposit: 0,
      balloon: 0,
      termYears: 5,
      comparisonRate: 8.2,
      weekly: expect.closeTo(138.417919, 5),
    })
  })

  it('deposit-balloon: 10 % deposit and 30 % final payment', () => {
    expect(
      financeEstimate(car, { layout: 'deposit-balloon', annualRate: 8.5, comparisonRate: 9 }),
    ).toMatchObject({
      deposit: 3000,
      balloon: 9000,
      termYears: 5,
      weekly: expect.closeTo(99.748514, 5),
    })
  })

  it("angle: the car's Angle deposit and termYears, $0 final payment", () => {
    expect(
      financeEstimate({ ...car, price: 25990 }, { layout: 'angle', annualRate: 9.99, comparisonRate: 10.5 }),
    ).toMatchObject({ deposit: 2000, termYears: 4, balloon: 0, weekly: expect.closeTo(140.02075, 5) })
  })

  it('angle without an Angle offer has no estimate', () => {
    expect(
      financeEstimate(
        { price: 30000, finance_lenders: [] },
        { layout: 'angle', annualRate: 9, comparisonRate: 9 },
      ),
    ).toBeUndefined()
  })

  it('takes the site term when given', () => {
    expect(
      financeEstimate(car, { layout: 'five-year', annualRate: 0, comparisonRate: 0, termYears: 3 })?.weekly,
    ).toBeCloseTo(30000 / 156, 8)
  })

  it.each([
    [[{ name: 'ANGLE', deposit: 1, termYears: 1 }], 'ANGLE'],
    [[{ name: 'Other', deposit: 1, termYears: 1 }], undefined],
  ])('angleLender %o', (lenders, expected) => {
    expect(angleLender({ finance_lenders: lenders })?.name).toBe(expected)
  })
})

describe("siteFinanceEstimate (a site's settings, as configured)", () => {
  const car = { price: 30000, finance_lenders: [] }
  const settings = { layout: 'five-year', annual_rate: 7.49, comparison_rate: 8.2, term_years: 5 } as const

  it('is the layout estimate with the site rates and term', () => {
    expect(siteFinanceEstimate(car, settings)).toEqual(
      financeEstimate(car, { layout: 'five-year', annualRate: 7.49, comparisonRate: 8.2, termYears: 5 }),
    )
    expect(siteFinanceEstimate(car, { ...settings, term_years: 3 })?.termYears).toBe(3)
    expect(siteFinanceEstimate({ ...car, listing: { kind: 'sale' } }, settings)).toBeDefined()
  })

  it.each([
    ['the site has no finance settings', car, undefined],
    ['the car has no price', { ...car, price: 0 }, settings],
    ['an Angle layout meets a car without an Angle offer', car, { ...settings, layout: 'angle' as const }],
    ['the car is offered by subscription', { ...car, listing: { kind: 'subscription' as const } }, settings],
    ['the car is offered for rent', { ...car, listing: { kind: 'rental' as const } }, settings],
  ])('is none when %s', (_case, subject, finance) => {
    expect(siteFinanceEstimate(subject, finance)).toBeUndefined()
  })
})

describe('comparisonRate ($30,000 over 5 years)', () => {
  it.each([
    ['no fees equals the nominal rate', { annualRate: 7.49, establishmentFee: 0, monthlyFee: 0 }, 7.49],
    [
      '$395 establishment and $10 a month',
      { annualRate: 7.49, establishmentFee: 395, monthlyFee: 10 },
      8.752139,
    ],
    ['$500 establishment', { annualRate: 9.99, establishmentFee: 500, monthlyFee: 0 }, 10.718219],
    ['0 % with no fees', { annualRate: 0, establishmentFee: 0, monthlyFee: 0 }, 0],
  ])('%s', (_label, inputs, expected) => {
    expect(comparisonRate(inputs)).toBeCloseTo(expected, 4)
  })
})
