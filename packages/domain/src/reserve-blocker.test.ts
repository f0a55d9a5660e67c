import { describe, expect, it } from 'vitest'
import { canReserve, RESERVE_BLOCKERS, reserveBlockerOf } from './car-availability.js'
import {
  depositAmountOf,
  depositChargeOf,
  depositProcessorOf,
  RESERVE_BLOCKER_MESSAGES,
} from './reserve-blocker.js'
import { reservableCar, stripeProcessor } from './test-fixtures.js'

const on = { checkoutEnabled: true }

describe('reserveBlockerOf (spec §5: the first condition that fails)', () => {
  it.each([
    ['every condition holds', reservableCar, on, null],
    ['checkout disabled for the site', reservableCar, { checkoutEnabled: false }, 'checkout_disabled'],
    ['a sale listing', { ...reservableCar, listing: { kind: 'sale' as const } }, on, null],
    [
      'a subscription (issue 11)',
      { ...reservableCar, listing: { kind: 'subscription' as const } },
      on,
      'not_for_sale',
    ],
    ['a rental (issue 11)', { ...reservableCar, listing: { kind: 'rental' as const } }, on, 'not_for_sale'],
    [
      'a rental with checkout off says checkout first',
      { ...reservableCar, listing: { kind: 'rental' as const } },
      { checkoutEnabled: false },
      'checkout_disabled',
    ],
    ['sold', { ...reservableCar, sold: true }, on, 'sold'],
    ['sold and reserved says sold', { ...reservableCar, sold: true, reserved: true }, on, 'sold'],
    ['reserved', { ...reservableCar, reserved: true }, on, 'reserved'],
    ['status coming_soon', { ...reservableCar, status: 'coming_soon' }, on, 'not_in_stock'],
    ['test-drive-only tag', { ...reservableCar, tag: 'Test Drive Only' }, on, 'test_drive_only'],
    [
      'long test-drive tag',
      { ...reservableCar, tag: '*** Test Drive Vehicle Only ***' },
      on,
      'test_drive_only',
    ],
    ['reservable false', { ...reservableCar, reservable: false }, on, 'not_reservable'],
    ['reservable null counts as not false', { ...reservableCar, reservable: null }, on, null],
    ['price exactly 200', { ...reservableCar, price: 200 }, on, 'price_too_low'],
    ['price 201', { ...reservableCar, price: 201 }, on, null],
    ['price 0', { ...reservableCar, price: 0 }, on, 'price_too_low'],
    ['no payment processor', { ...reservableCar, payment_processors: [] }, on, 'no_payment_processor'],
    [
      'processor without key',
      { ...reservableCar, payment_processors: [{ ...stripeProcessor, authorization_key: null }] },
      on,
      'no_payment_processor',
    ],
    [
      'processor with an empty key',
      { ...reservableCar, payment_processors: [{ ...stripeProcessor, authorization_key: '' }] },
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
  const till = { ...stripeProcessor, authorization_type: 'till' as const, authorization_key: 'till_1' }
  it.each([
    ['the first with a key', [{ ...stripeProcessor, authorization_key: null }, till], till],
    ['none with a key', [{ ...stripeProcessor, authorization_key: null }], undefined],
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

  it.each([
    [500, 'AUD', { amount: 50_000, currency: 'aud' }],
    [null, 'NZD', { amount: 20_000, currency: 'nzd' }],
    [99.995, 'AUD', { amount: 10_000, currency: 'aud' }],
    [0.1 + 0.2, 'AUD', { amount: 30, currency: 'aud' }],
  ] as const)('a deposit of %s %s is charged as %o', (amount, currency, expected) => {
    expect(depositChargeOf({ deposit_amount: amount }, currency)).toEqual(expected)
  })
})
