import { describe, expect, it } from 'vitest'
import {
  kmAllowanceText,
  minimumTermText,
  subscriptionInclusionsText,
  subscriptionQuote,
  subscriptionTermChoices,
  termText,
} from './subscription-terms.js'

const terms = { weekly_price: 189, minimum_term_months: 3, km_allowance_per_week: 500, bond: 500 }

describe('subscriptionQuote (weekly price over a term of calendar months)', () => {
  it.each([
    // months, weeks, term total, km included
    [3, 13, 2_457, 6_500],
    [6, 26, 4_914, 13_000],
    [12, 52, 9_828, 26_000],
    [4, 17.33, 3_276, 8_667],
    [60, 260, 49_140, 130_000],
  ])('%d months → %d weeks, $%d, %d km', (months, weeks, termTotal, kmIncluded) => {
    expect(subscriptionQuote(terms, months)).toEqual({
      months,
      weeks,
      weeklyPrice: 189,
      termTotal,
      bond: 500,
      dueToStart: 689,
      kmIncluded,
    })
  })

  it.each([
    [2, 'below the minimum term'],
    [61, 'beyond 60 months'],
    [3.5, 'not whole months'],
    [0, 'no term'],
  ])('is null for %d months (%s)', (months) => {
    expect(subscriptionQuote(terms, months)).toBeNull()
  })

  it('quotes a one-month minimum from one month, with unlimited kilometres', () => {
    const quote = subscriptionQuote({ ...terms, minimum_term_months: 1, km_allowance_per_week: null }, 1)
    expect(quote).toMatchObject({ months: 1, weeks: 4.33, termTotal: 819, kmIncluded: null })
  })
})

describe('subscription wording', () => {
  it.each([
    [null, 'Unlimited kilometres'],
    [1, '1 km a week'],
    [500, '500 km a week'],
    [1_500, '1,500 km a week'],
  ])('allowance %s → %s', (kmPerWeek, text) => {
    expect(kmAllowanceText(kmPerWeek)).toBe(text)
  })

  it.each([
    [1, '1 month minimum'],
    [3, '3 months minimum'],
    [12, '12 months minimum'],
  ])('minimum term %d → %s', (months, text) => {
    expect(minimumTermText(months)).toBe(text)
  })

  it('says what the weekly price includes', () => {
    expect(subscriptionInclusionsText()).toBe('Includes registration, insurance and servicing')
  })
})

describe("subscriptionTermChoices (the car's minimum, then the longer standard terms)", () => {
  it.each([
    [1, [1, 3, 6, 12, 24, 36]],
    [3, [3, 6, 12, 24, 36]],
    [4, [4, 6, 12, 24, 36]],
    [36, [36]],
    [48, [48]],
  ])('minimum %d → %j', (minimum, choices) => {
    expect(subscriptionTermChoices(minimum)).toEqual(choices)
  })

  it('reads a term as months', () => {
    expect([termText(1), termText(12)]).toEqual(['1 month', '12 months'])
  })
})
