import type { LeadSubmission } from '../db/lead-records.js'
import type { PlatformStore } from '../db/platform-store.js'
import type { SiteRecord } from '../db/site-records.js'
import type { LeadRequest } from './lead-request.js'
import { bookableLocation, judgeTestDriveTime, TEST_DRIVE_TIME_NOT_FREE_MESSAGE } from './test-drive-times.js'

/** The lead field a test drive's time is in (§3), optional. */
export const BOOKING_FIELD = 'Test Drive Booking Date'

export interface TestDriveBooking {
  site: SiteRecord
  request: LeadRequest
  /** The location the lead names so far (earlier steps included). */
  location: string | undefined
  /** The selling location of the lead's car, when it is about one. */
  carLocation: string | null
  now: Date
  idempotencyKey: string
}

/**
 * Judges a lead's test-drive time before it is saved: the time must be exactly one of the free
 * slots of the location the lead names, else of its car's (issue 16 row 13) — a taken, past or made-up
 * time is refused, which is what stops two shoppers booking one drive. No time is fine (optional).
 * A drive booked through its car alone gets the car's location written beside it, so the booking
 * reads back as taken at that location. `hold` is the check the store repeats under its lock.
 */
export async function judgeTestDriveBooking(
  store: PlatformStore,
  booking: TestDriveBooking,
): Promise<{ refused?: string; request: LeadRequest; hold?: LeadSubmission['testDrive'] }> {
  const { site, request } = booking
  const time = request[BOOKING_FIELD]
  if (time === undefined || time.trim() === '') return { request }
  const location =
    bookableLocation(site, (candidate) => candidate.name === booking.location) ??
    bookableLocation(site, (candidate) => candidate.name === booking.carLocation)
  if (!location) return { refused: TEST_DRIVE_TIME_NOT_FREE_MESSAGE, request }
  const { free, hold } = await judgeTestDriveTime(
    store,
    { site, location, now: booking.now, idempotencyKey: booking.idempotencyKey },
    time,
  )
  if (!free) return { refused: TEST_DRIVE_TIME_NOT_FREE_MESSAGE, request }
  return {
    request: booking.location === undefined ? { ...request, location: location.name } : request,
    hold,
  }
}
