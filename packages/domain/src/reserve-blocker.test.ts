import { describe, expect, it } from 'vitest'
import { canReserve, RESERVE_BLOCKERS, reserveBlockerOf } from './car-availability.js'
import { depositAmountOf, depositProcessorOf, RESERVE_BLOCKER_MESSAGES } from './reserve-blocker.js'

const stripe = {
  authorization_type: 'stripe' as const,
  authorization_key: 'pk_test_1' as string | null,
  deposit_amount: 500 as number | null,
  apple_pay_enabled: false,
  google_pay_enabled: false,
  google_merchant_id: null,
}
const reservable = {
  status: 'in_stock',
  tag: null as string | null,
  payment_processors: [stripe],
  sold: false,
  reserved: false,
  price: 201,
  reservable: true as boolean | null,
}
const on = { checkoutEnabled: true }

describe('reserveBlockerOf (spec §5: the first condition that fails)', () => {
  it.each([
    ['every condition holds', reservable, on, null],
    ['checkout disabled for the site', reservable, { checkoutEnabled: false }, 'checkout_disabled'],
    ['sold', { ...reservable, sold: true }, on, 'sold'],
    ['sold and reserved says sold', { ...reservable, sold: true, reserved: true }, on, 'sold'],
    ['reserved', { ...reservable, reserved: true }, on, 'reserved'],
    ['status coming_soon', { ...reservable, status: 'coming_soon' }, on, 'not_in_stock'],
    ['test-drive-only tag', { ...reservable, tag: 'Test Drive Only' }, on, 'test_drive_only'],
    ['long test-drive tag', { ...reservable, tag: '*** Test Drive Vehicle Only ***' }, on, 'test_drive_only'],
    ['reservable false', { ...reservable, reservable: false }, on, 'not_reservable'],
    ['reservable null counts as not false', { ...reservable, reservable: null }, on, null],
    ['price exactly 200', { ...reservable, price: 200 }, on, 'price_too_low'],
    ['price 201', { ...reservable, price: 201 }, on, null],
    ['price 0', { ...reservable, price: 0 }, on, 'price_too_low'],
    ['no payment processor', { ...reservable, payment_processors: [] }, on, 'no_payment_processor'],
    [
      'processor without key',
      { ...reservable, payment_processors: [{ ...stripe, authorization_key: null }] },
      on,
      'no_payment_processor',
    ],
    [
      'processor with an empty key',
      { ...reservable, payment_processors: [{ ...stripe, authorization_key: '' }] },
      on,
      'no_payment_processor',
    ],
  ])('%s', (_label, car, context, expected) => {
    expect(reserveBlockerOf(car, context)).toBe(expected)
    // The reason exists exactly when canReserve says no.
    expect(reserveBlockerOf(car, context) === null).toBe(canReserve(car, context))
  })

  it('has a message for every blocker', () => {
    for (const blocker of RESERVE_BLOCKERS) expect(RESERVE_BLOCKER_MESSAGES[blocker]).toMatch(/\.$/)
  })
})

describe('deposit processor and amount (§5 key exists, §9 $200 default)', () => {
  const till = { ...stripe, authorization_type: 'till' as const, authorization_key: 'till_1' }
  it.each([
    ['the first with a key', [{ ...stripe, authorization_key: null }, till], till],
    ['none with a key', [{ ...stripe, authorization_key: null }], undefined],
    ['no processors', [], undefined],
  ])('%s', (_label, processors, expected) => {
    expect(depositProcessorOf(processors)).toBe(expected)
  })

  it.each([
    [500, 500],
    [null, 200],
    [0, 0],
  ])('deposit_amount %s takes %s', (amount, expected) => {
    expect(depositAmountOf({ deposit_amount: amount })).toBe(expected)
  })
})
