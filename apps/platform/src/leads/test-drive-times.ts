import {
  dealerTimeZone,
  isFreeTestDriveSlot,
  localDate,
  type Region,
  type TestDriveSlot,
  type TestDriveSlotRules,
  testDriveSlots,
} from '@forecourt/domain'
import type { LeadSubmission } from '../db/lead-records.js'
import type { PlatformStore } from '../db/platform-store.js'
import type { LocationDetail, SiteRecord } from '../db/site-records.js'
import type { BookedTestDriveQuery } from '../db/test-drive-records.js'

/** The refusal of a time that is not (or no longer) offered: someone else may have just booked it. */
export const TEST_DRIVE_TIME_NOT_FREE_MESSAGE =
  'That time is not available. Please choose one of the times offered.'

export interface TestDriveTimesQuery {
  site: SiteRecord
  location: LocationDetail
  now: Date
  from?: string | undefined
  /** The request being judged: a retry must not collide with the drive it booked itself. */
  idempotencyKey?: string | undefined
}

/** The locations that take test-drive bookings: the ones a shopper can see. */
export function bookableLocation(site: SiteRecord, match: (location: LocationDetail) => boolean) {
  return site.config.locations.find((location) => location.visible && match(location)) ?? null
}

/** Which booked drives count against a location's slots, as the store looks them up. */
function bookedQuery(query: TestDriveTimesQuery, timeZone: string): BookedTestDriveQuery {
  return {
    siteId: query.site.id,
    location: query.location.name,
    since: localDate(query.now, timeZone),
    exceptIdempotencyKey: query.idempotencyKey,
  }
}

/** The domain's slot rules for one location: its hours, its holiday hours, its booked drives. */
async function slotRules(store: PlatformStore, query: TestDriveTimesQuery): Promise<TestDriveSlotRules> {
  const timeZone = dealerTimeZone(query.site.config.region as Region, query.location.address.state)
  return {
    openingHours: query.location.contact_detail.opening_hours,
    specialHours: query.location.special_hours ?? [],
    booked: await store.listBookedTestDrives(bookedQuery(query, timeZone)),
    timeZone,
    now: query.now,
    from: query.from,
  }
}

/** The free test-drive times of a location, with the zone they are written in. */
export async function testDriveTimes(
  store: PlatformStore,
  query: TestDriveTimesQuery,
): Promise<{ timeZone: string; slots: TestDriveSlot[] }> {
  const rules = await slotRules(store, query)
  return { timeZone: rules.timeZone, slots: testDriveSlots(rules) }
}

/**
 * Whether a lead's 'Test Drive Booking Date' is a free time at the location now, and the same
 * judgement for the store to repeat inside the booking's transaction, under its lock (a shopper
 * sending the same time at the same moment must not book it too).
 */
export async function judgeTestDriveTime(
  store: PlatformStore,
  query: TestDriveTimesQuery,
  value: string,
): Promise<{ free: boolean; hold: NonNullable<LeadSubmission['testDrive']> }> {
  const rules = await slotRules(store, { ...query, from: undefined })
  const hold = {
    query: bookedQuery(query, rules.timeZone),
    stillFree: (booked: string[]) => isFreeTestDriveSlot(value, { ...rules, booked }),
  }
  return { free: isFreeTestDriveSlot(value, rules), hold }
}
