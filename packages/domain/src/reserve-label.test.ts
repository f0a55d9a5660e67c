import { describe, expect, it } from 'vitest'
import { reserveAmountLabel, reserveButtonLabel } from './reserve-label.js'

describe('reserve label (§9: $200 default, $0 hidden)', () => {
  it.each([
    ['deposit 500', [{ deposit_amount: 500 }], '$500', 'Reserve Now $500'],
    ['no deposit given', [{ deposit_amount: null }], '$200', 'Reserve Now $200'],
    ['no processors', [], '$200', 'Reserve Now $200'],
    ['deposit 0 is hidden', [{ deposit_amount: 0 }], null, 'Reserve Now'],
    [
      'first processor with a deposit wins',
      [{ deposit_amount: null }, { deposit_amount: 1000 }],
      '$1,000',
      'Reserve Now $1,000',
    ],
  ])('%s', (_label, processors, amount, button) => {
    expect(reserveAmountLabel(processors)).toBe(amount)
    expect(reserveButtonLabel(processors)).toBe(button)
  })

  it('formats in the site currency', () => {
    expect(reserveAmountLabel([{ deposit_amount: 300 }], 'NZD')).toBe('$300')
  })
})
