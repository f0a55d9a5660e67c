// What a rental costs (issue 11: daily and weekly rates). Whole weeks go at the weekly rate and the
// days left over at the daily rate, never more than a week would cost: six days at $79 a day are
// $474, but with a $420 weekly rate they cost $420.
import type { RentalListing } from '../schemas/listing.js'

const MAX_RENTAL_DAYS = 365
const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export interface RentalQuote {
  days: number
  weeks: number
  extraDays: number
  total: number
}

/** The cheapest price for `days` days, or null unless 1–365 whole days. */
export function rentalQuote(
  rates: Pick<RentalListing, 'daily_rate' | 'weekly_rate'>,
  days: number,
): RentalQuote | null {
  if (!Number.isInteger(days) || days < 1 || days > MAX_RENTAL_DAYS) return null
  const weeks = Math.floor(days / 7)
  const extraDays = days % 7
  const extra = Math.min(extraDays * rates.daily_rate, extraDays > 0 ? rates.weekly_rate : 0)
  return { days, weeks, extraDays, total: Math.round((weeks * rates.weekly_rate + extra) * 100) / 100 }
}

/**
 * Rental days between a pick-up and a return date (YYYY-MM-DD): each night is a day and a same-day
 * return is one day; null when a date is unreadable or the return comes before the pick-up.
 */
export function rentalDays(pickUp: string, returnDate: string): number | null {
  if (!ISO_DATE.test(pickUp) || !ISO_DATE.test(returnDate)) return null
  const start = Date.parse(`${pickUp}T00:00:00Z`)
  const end = Date.parse(`${returnDate}T00:00:00Z`)
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null
  return Math.max(1, Math.round((end - start) / DAY_MS))
}

export const RETURN_BEFORE_PICK_UP_MESSAGE = 'The return must be after the pick-up'
export const RENTAL_TOO_LONG_MESSAGE = `A booking can be at most ${MAX_RENTAL_DAYS} days`

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/** A form's date and time (`<input type="datetime-local">`) as wall-clock milliseconds, or null. */
function wallClock(value: string): number | null {
  if (!LOCAL_DATE_TIME.test(value)) return null
  const ms = Date.parse(`${value}Z`)
  return Number.isNaN(ms) ? null : ms
}

/**
 * What is wrong with a booking's pick-up and return (dates and times as the form sends them), or
 * null: the return must come after the pick-up, within 365 days. A value that is not a date and
 * time is left to its own field's message: only a pair of real ones is weighed here.
 */
export function rentalDatesProblem(pickUp: string, returnAt: string): string | null {
  const start = wallClock(pickUp)
  const end = wallClock(returnAt)
  if (start === null || end === null) return null
  if (end <= start) return RETURN_BEFORE_PICK_UP_MESSAGE
  return end - start > MAX_RENTAL_DAYS * DAY_MS ? RENTAL_TOO_LONG_MESSAGE : null
}
