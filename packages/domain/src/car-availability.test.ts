import { describe, expect, it } from 'vitest'
import {
  availabilityOf,
  availabilityTag,
  canReserve,
  canValuate,
  carActions,
  enquiryFlowOf,
  isNewArrival,
  isTestDriveOnly,
  takeUpActionOf,
} from './car-availability.js'
import { reservableCar, stripeProcessor } from './test-fixtures.js'

const on = { checkoutEnabled: true }

describe('canReserve (spec §5: all eight conditions)', () => {
  it.each([
    ['every condition holds', reservableCar, on, true],
    ['checkout disabled for the site', reservableCar, { checkoutEnabled: false }, false],
    ['status coming_soon', { ...reservableCar, status: 'coming_soon' }, on, false],
    ['test-drive-only tag', { ...reservableCar, tag: 'Test Drive Only' }, on, false],
    [
      'processor without key',
      {
        ...reservableCar,
        payment_processors: [{ ...stripeProcessor, authorization_key: null }],
      },
      on,
      false,
    ],
    ['sold', { ...reservableCar, sold: true }, on, false],
    ['reserved', { ...reservableCar, reserved: true }, on, false],
    ['price exactly 200', { ...reservableCar, price: 200 }, on, false],
    ['price 201', { ...reservableCar, price: 201 }, on, true],
    ['reservable false', { ...reservableCar, reservable: false }, on, false],
    ['reservable null counts as not false', { ...reservableCar, reservable: null }, on, true],
    ['no payment processor', { ...reservableCar, payment_processors: [] }, on, false],
  ])('%s', (_label, car, context, expected) => {
    expect(canReserve(car, context)).toBe(expected)
  })
})

describe('isNewArrival (8-day window)', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it.each([
    ['created now', '2026-11-22T12:00:00Z', true],
    ['exactly 8 days ago', '2026-11-14T12:00:00Z', true],
    ['8 days and a second ago', '2026-11-14T11:59:59Z', false],
    ['in the future', '2026-11-23T12:00:00Z', false],
    ['unparseable', 'yesterday', false],
  ])('%s', (_label, created_at, expected) => {
    expect(isNewArrival({ created_at }, now)).toBe(expected)
  })
})

describe('isTestDriveOnly', () => {
  it.each([
    ['Test Drive Only', true],
    ['*** Test Drive Vehicle Only ***', true],
    ['*** Test Drive Vehicle Only ***', true],
    ['Special', false],
    ['Pre-order', false],
    ['test drive only', false],
    [null, false],
  ])('%s', (tag, expected) => {
    expect(isTestDriveOnly({ tag })).toBe(expected)
  })
})

describe('availabilityOf', () => {
  it.each([
    [{ sold: true, reserved: true, status: 'in_stock' }, 'sold'],
    [{ sold: false, reserved: true, status: 'in_stock' }, 'reserved'],
    [{ sold: false, reserved: false, status: 'coming_soon' }, 'coming_soon'],
    [{ sold: false, reserved: false, status: 'in_stock' }, 'in_stock'],
  ])('%o → %s', (car, expected) => {
    expect(availabilityOf(car)).toBe(expected)
  })
})

describe('availabilityTag (§4)', () => {
  it.each([
    ['in_stock', null],
    ['coming_soon', 'COMING SOON'],
    ['reserved', 'Reserved'],
    ['sold', 'SOLD'],
  ] as const)('%s → %s', (availability, expected) => {
    expect(availabilityTag(availability)).toBe(expected)
  })
})

describe('canValuate (§5: in stock, not sold or reserved, price above 200)', () => {
  const car = { status: 'in_stock', sold: false, reserved: false, price: 201 }
  it.each([
    ['every condition holds', car, true],
    ['price exactly 200', { ...car, price: 200 }, false],
    ['price 201', { ...car, price: 201 }, true],
    ['coming soon', { ...car, status: 'coming_soon' }, false],
    ['sold', { ...car, sold: true }, false],
    ['reserved', { ...car, reserved: true }, false],
  ])('%s', (_label, input, expected) => {
    expect(canValuate(input)).toBe(expected)
  })
})

describe('carActions (§2, §4: available vs unavailable)', () => {
  const context = { checkoutEnabled: true, financeButton: true }
  const car = { ...reservableCar, file: null as string | null }
  it.each([
    [
      'available and reservable',
      car,
      context,
      [
        'explore',
        'enquire',
        'test-drive',
        'finance',
        'trade-in',
        'question',
        'request-photos',
        'reserve',
        'share',
      ],
    ],
    [
      'with a history file, no finance button, checkout off',
      { ...car, file: 'report.pdf' },
      { checkoutEnabled: false, financeButton: false },
      [
        'explore',
        'enquire',
        'test-drive',
        'history-report',
        'trade-in',
        'question',
        'request-photos',
        'share',
      ],
    ],
    [
      'price 200: no trade-in, no reserve',
      { ...car, price: 200 },
      context,
      ['explore', 'enquire', 'test-drive', 'finance', 'question', 'request-photos', 'share'],
    ],
    ['sold', { ...car, sold: true }, context, ['find-similar']],
    ['reserved', { ...car, reserved: true }, context, ['find-similar']],
    [
      'a subscription: subscribe in place of finance, trade-in and reserve (issue 11)',
      { ...car, listing: { kind: 'subscription' as const } },
      context,
      ['explore', 'enquire', 'test-drive', 'question', 'request-photos', 'subscribe', 'share'],
    ],
    [
      'a rental: booked, not test driven',
      { ...car, listing: { kind: 'rental' as const } },
      context,
      ['explore', 'enquire', 'question', 'request-photos', 'book', 'share'],
    ],
    [
      'a subscription with a history file and checkout off: still subscribe',
      { ...car, file: 'report.pdf', listing: { kind: 'subscription' as const } },
      { checkoutEnabled: false, financeButton: false },
      [
        'explore',
        'enquire',
        'test-drive',
        'history-report',
        'question',
        'request-photos',
        'subscribe',
        'share',
      ],
    ],
    [
      'a reserved rental: only find similar',
      { ...car, reserved: true, listing: { kind: 'rental' as const } },
      context,
      ['find-similar'],
    ],
    [
      'a sale listing: as a car without one',
      { ...car, listing: { kind: 'sale' as const } },
      context,
      [
        'explore',
        'enquire',
        'test-drive',
        'finance',
        'trade-in',
        'question',
        'request-photos',
        'reserve',
        'share',
      ],
    ],
  ])('%s', (_label, input, ctx, expected) => {
    expect(carActions(input, ctx)).toEqual(expected)
  })
})

describe('enquiryFlowOf (§4: Test Drive Only leads to the test-drive flow)', () => {
  it.each([
    ['Test Drive Only', 'test-drive'],
    ['Special', 'enquiry'],
    [null, 'enquiry'],
  ] as const)('%s → %s', (tag, expected) => {
    expect(enquiryFlowOf({ tag })).toBe(expected)
  })
})

describe('takeUpActionOf (issue 11: the buying step a shopper can press now)', () => {
  const context = { checkoutEnabled: true, financeButton: true }
  const car = { ...reservableCar, file: null as string | null }
  it.each([
    ['a reservable sale', car, context, 'reserve'],
    ['a sale with checkout off', car, { ...context, checkoutEnabled: false }, null],
    ['a sale priced 200', { ...car, price: 200 }, context, null],
    [
      'a subscription, checkout off',
      { ...car, listing: { kind: 'subscription' as const } },
      { ...context, checkoutEnabled: false },
      'subscribe',
    ],
    ['a rental', { ...car, listing: { kind: 'rental' as const } }, context, 'book'],
    ['a reserved rental', { ...car, reserved: true, listing: { kind: 'rental' as const } }, context, null],
    ['a sold car', { ...car, sold: true }, context, null],
  ])('%s', (_label, input, ctx, expected) => {
    expect(takeUpActionOf(carActions(input, ctx))).toBe(expected)
  })
})
