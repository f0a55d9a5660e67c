import {
  dealerTimeZone,
  isFreeTestDriveSlot,
  localDate,
  type Region,
  type TestDriveSlot,
  type TestDriveSlotRules,
  testDriveSlots,
} from '@forecourt/domain'
import type { PlatformStore } from '../db/platform-store.js'
import type { LocationDetail, SiteRecord } from '../db/site-records.js'

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

/** The domain's slot rules for one location: its hours, its holiday hours, its booked drives. */
async function slotRules(store: PlatformStore, query: TestDriveTimesQuery): Promise<TestDriveSlotRules> {
  const timeZone = dealerTimeZone(query.site.config.region as Region, query.location.address.state)
  const booked = await store.listBookedTestDrives({
    siteId: query.site.id,
    location: query.location.name,
    since: localDate(query.now, timeZone),
    exceptIdempotencyKey: query.idempotencyKey,
  })
  return {
    openingHours: query.location.contact_detail.opening_hours,
    specialHours: query.location.special_hours ?? [],
    booked,
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

/** Whether a lead's 'Test Drive Booking Date' is still a free time at the location (stops double booking). */
export async function isFreeTestDriveTime(
  store: PlatformStore,
  query: TestDriveTimesQuery,
  value: string,
): Promise<boolean> {
  return isFreeTestDriveSlot(value, await slotRules(store, { ...query, from: undefined }))
}
