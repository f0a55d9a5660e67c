import { TRADE_IN_MAX_AGE_YEARS, TRADE_IN_MAX_KM } from './constants.js'

/**
 * Whether an online trade-in estimate is generally given (§5 Trade-in FAQ): not for cars over
 * 7 years old or over 100,000 km. Age counts calendar years against `now`'s year.
 */
export function isOnlineEstimateLikely(car: { year: number; km: number }, now: Date): boolean {
  return now.getUTCFullYear() - car.year <= TRADE_IN_MAX_AGE_YEARS && car.km <= TRADE_IN_MAX_KM
}

/** The trade-in page for a car (§2). */
export function tradeInHref(carId: number): string {
  return `/cars/trade-in?car_id=${carId}`
}
