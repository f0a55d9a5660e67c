import type { Car } from './car.js'
import { canReserve, isTestDriveOnly, type ReserveContext } from './car-availability.js'
import { DEFAULT_RESERVE_AMOUNT, MIN_RESERVABLE_PRICE } from './constants.js'
import type { PaymentProcessor } from './payment-processor.js'

/**
 * Why a car cannot be reserved online: the first of §5's conditions that fails, in the order a
 * shopper would understand it (sold before reserved before anything the dealer set up).
 */
export const RESERVE_BLOCKERS = [
  'checkout_disabled',
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
>

/** The reason `canReserve` says no, or null exactly when it says yes (§5). */
export function reserveBlockerOf(car: ReserveFields, context: ReserveContext): ReserveBlocker | null {
  if (!context.checkoutEnabled) return 'checkout_disabled'
  if (car.sold) return 'sold'
  if (car.reserved) return 'reserved'
  if (car.status !== 'in_stock') return 'not_in_stock'
  if (isTestDriveOnly(car)) return 'test_drive_only'
  if (car.reservable === false) return 'not_reservable'
  if (car.price <= MIN_RESERVABLE_PRICE) return 'price_too_low'
  if (!depositProcessorOf(car.payment_processors)) return 'no_payment_processor'
  // Every condition above mirrors one of canReserve's; the two must never disagree.
  return canReserve(car, context) ? null : 'not_reservable'
}

/** What the checkout page tells a shopper for each blocker (§4 reserve offered only when…). */
export const RESERVE_BLOCKER_MESSAGES: Record<ReserveBlocker, string> = {
  checkout_disabled: 'This dealer does not take reservations online.',
  sold: 'This car has been sold, so it can no longer be reserved.',
  reserved: 'This car is already reserved by another buyer.',
  not_in_stock: 'This car is not in stock yet, so it cannot be reserved online.',
  test_drive_only: 'This car is for test drives only and cannot be reserved online.',
  not_reservable: 'The dealer has not made this car available to reserve online.',
  price_too_low: 'This car cannot be reserved online.',
  no_payment_processor: 'The dealer does not take deposits online for this car.',
}

/** The processor a car's deposit goes through: the first one with a key (§5 'a payment processor key exists'). */
export function depositProcessorOf<P extends Pick<PaymentProcessor, 'authorization_key'>>(
  processors: readonly P[],
): P | undefined {
  return processors.find((processor) => Boolean(processor.authorization_key))
}

/** The deposit a processor takes, in dollars: its own amount, else the §9 default of $200. */
export function depositAmountOf(processor: Pick<PaymentProcessor, 'deposit_amount'>): number {
  return processor.deposit_amount ?? DEFAULT_RESERVE_AMOUNT
}
