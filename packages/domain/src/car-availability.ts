import type { Car } from './car.js'
import { MIN_RESERVABLE_PRICE, NEW_TAG_WINDOW_DAYS } from './constants.js'

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
 * Reserve/checkout allowed only when all eight conditions of spec §5 hold.
 */
export function canReserve(
  car: Pick<Car, 'status' | 'tag' | 'payment_processors' | 'sold' | 'reserved' | 'price' | 'reservable'>,
  context: ReserveContext,
): boolean {
  return (
    context.checkoutEnabled &&
    car.status === 'in_stock' &&
    !isTestDriveOnly(car) &&
    car.payment_processors.some((processor) => Boolean(processor.authorization_key)) &&
    !car.sold &&
    !car.reserved &&
    car.price > MIN_RESERVABLE_PRICE &&
    car.reservable !== false &&
    car.payment_processors.length > 0
  )
}

export type Availability = 'in_stock' | 'coming_soon' | 'reserved' | 'sold'

/** The availability state a shopper sees (§4). */
export function availabilityOf(car: Pick<Car, 'sold' | 'reserved' | 'status'>): Availability {
  if (car.sold) return 'sold'
  if (car.reserved) return 'reserved'
  if (car.status === 'coming_soon') return 'coming_soon'
  return 'in_stock'
}
