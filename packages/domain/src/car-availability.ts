import type { Car } from './car.js'
import { COMING_SOON_TAG, RESERVED_TAG, SOLD_LABEL } from './car.js'
import { MIN_RESERVABLE_PRICE, NEW_TAG_WINDOW_DAYS } from './constants.js'
import { type BuyingPath, buyingPathOf } from './families/listing-kinds.js'
import type { PaymentProcessor } from './payment-processor.js'

/** Tags that send a shopper to the test-drive flow instead of checkout (§3). */
export const TEST_DRIVE_ONLY_TAGS = ['Test Drive Only', '*** Test Drive Vehicle Only ***'] as const

export function isTestDriveOnly(car: Pick<Car, 'tag'>): boolean {
  return car.tag !== null && (TEST_DRIVE_ONLY_TAGS as readonly string[]).includes(car.tag)
}

/** New tag: created within the last 8 days, measured against `now` (§4). */
export function isNewArrival(car: Pick<Car, 'created_at'>, now: Date): boolean {
  const created = Date.parse(car.created_at)
  if (Number.isNaN(created)) return false
  const ageMs = now.getTime() - created
  return ageMs >= 0 && ageMs <= NEW_TAG_WINDOW_DAYS * 24 * 60 * 60 * 1000
}

export interface ReserveContext {
  /** Site-level checkout switch (site config feature flag). */
  checkoutEnabled: boolean
}

/**
 * Why a car cannot be reserved online: the first of §5's eight conditions that fails, in the order a
 * shopper would understand it (sold before reserved before anything the dealer set up).
 */
export const RESERVE_BLOCKERS = [
  'checkout_disabled',
  'not_for_sale',
  'sold',
  'reserved',
  'not_in_stock',
  'test_drive_only',
  'not_reservable',
  'price_too_low',
  'no_payment_processor',
] as const
export type ReserveBlocker = (typeof RESERVE_BLOCKERS)[number]

type ReserveFields = Pick<
  Car,
  'status' | 'tag' | 'payment_processors' | 'sold' | 'reserved' | 'price' | 'reservable'
> & {
  /** A subscription or rental is subscribed to or booked, never reserved with a deposit (issue 11). */
  listing?: Pick<Car['listing'], 'kind'> | undefined
}

/** A processor that can take a deposit: one with a key (§5 'a payment processor key exists'). */
export const hasPaymentKey = (processor: Pick<PaymentProcessor, 'authorization_key'>): boolean =>
  Boolean(processor.authorization_key)

/** The §5 condition that stops a reservation, or null when every one holds. */
export function reserveBlockerOf(car: ReserveFields, context: ReserveContext): ReserveBlocker | null {
  if (!context.checkoutEnabled) return 'checkout_disabled'
  if (car.listing && car.listing.kind !== 'sale') return 'not_for_sale'
  if (car.sold) return 'sold'
  if (car.reserved) return 'reserved'
  if (car.status !== 'in_stock') return 'not_in_stock'
  if (isTestDriveOnly(car)) return 'test_drive_only'
  if (car.reservable === false) return 'not_reservable'
  if (car.price <= MIN_RESERVABLE_PRICE) return 'price_too_low'
  if (!car.payment_processors.some(hasPaymentKey)) return 'no_payment_processor'
  return null
}

/** Reserve/checkout allowed only when all eight conditions of spec §5 hold, for a car that is for sale. */
export function canReserve(car: ReserveFields, context: ReserveContext): boolean {
  return reserveBlockerOf(car, context) === null
}

export const AVAILABILITIES = ['in_stock', 'coming_soon', 'reserved', 'sold'] as const
export type Availability = (typeof AVAILABILITIES)[number]

/** The availability state a shopper sees (§4). */
export function availabilityOf(car: Pick<Car, 'sold' | 'reserved' | 'status'>): Availability {
  if (car.sold) return 'sold'
  if (car.reserved) return 'reserved'
  if (car.status === 'coming_soon') return 'coming_soon'
  return 'in_stock'
}

/** The tag a card shows for an availability state, or null for plain stock (§4). */
export function availabilityTag(availability: Availability): string | null {
  switch (availability) {
    case 'coming_soon':
      return COMING_SOON_TAG
    case 'reserved':
      return RESERVED_TAG
    case 'sold':
      return SOLD_LABEL
    default:
      return null
  }
}

/** Available means a shopper can still buy it: not sold and not reserved (§4). */
export function isAvailable(car: Pick<Car, 'sold' | 'reserved'>): boolean {
  return !car.sold && !car.reserved
}

/**
 * Valuation-style features (trade-in, instant price) only for in-stock cars, not sold or reserved,
 * priced above 200 (§5).
 */
export function canValuate(car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>): boolean {
  return car.status === 'in_stock' && isAvailable(car) && car.price > MIN_RESERVABLE_PRICE
}

const CAR_ACTIONS = [
  'explore',
  'enquire',
  'test-drive',
  'history-report',
  'finance',
  'trade-in',
  'question',
  'request-photos',
  'reserve',
  'subscribe',
  'book',
  'share',
  'find-similar',
] as const
export type CarAction = (typeof CAR_ACTIONS)[number]

/** The action that takes a car up on each buying path: a deposit, a subscription, a booking (issue 11). */
const TAKE_UP_ACTIONS = {
  deposit: 'reserve',
  subscribe: 'subscribe',
  booking: 'book',
} as const satisfies Record<BuyingPath, CarAction>
export type TakeUpAction = (typeof TAKE_UP_ACTIONS)[BuyingPath]

export interface CarActionContext extends ReserveContext {
  /** Site shows the Get Finance button (feature flag). */
  financeButton: boolean
}

/**
 * Buttons a car offers (§2, §4): an unavailable car only 'Find Me Something Similar'; an available one
 * explore, enquiry, test drive, its history report when it has a file, finance when the site has it,
 * trade-in when valuation is allowed, a question, a photo request (§2's request-photos modal), its
 * buying path — reserve when allowed for a sale, subscribe to a subscription, book a rental
 * (issue 11) — and share. A rental is collected and returned, so it has no test drive.
 */
export function carActions(car: ReserveFields & Pick<Car, 'file'>, context: CarActionContext): CarAction[] {
  if (!isAvailable(car)) return ['find-similar']
  const path = buyingPathOf(car.listing ?? { kind: 'sale' })
  const actions: CarAction[] =
    path === 'booking' ? ['explore', 'enquire'] : ['explore', 'enquire', 'test-drive']
  if (car.file) actions.push('history-report')
  // A subscription or rental is paid by the week or day: nothing to finance or trade in against.
  if (context.financeButton && path === 'deposit') actions.push('finance')
  if (path === 'deposit' && canValuate(car)) actions.push('trade-in')
  actions.push('question', 'request-photos')
  if (path !== 'deposit' || canReserve(car, context)) actions.push(TAKE_UP_ACTIONS[path])
  actions.push('share')
  return actions
}

/** The take-up action among a car's actions (`carActions`), or null when it has none to press now. */
export function takeUpActionOf(actions: readonly CarAction[]): TakeUpAction | null {
  return Object.values(TAKE_UP_ACTIONS).find((action) => actions.includes(action)) ?? null
}

/** Test-drive-only cars send enquiries to the test-drive flow (§4). */
export function enquiryFlowOf(car: Pick<Car, 'tag'>): 'test-drive' | 'enquiry' {
  return isTestDriveOnly(car) ? 'test-drive' : 'enquiry'
}
