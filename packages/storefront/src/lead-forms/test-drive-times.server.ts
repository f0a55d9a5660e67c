// The free test-drive times a test-drive page offers (issue 16 row 13): fetched for the car's
// location in the page's loader — and again in its action, so a time taken meanwhile is refused —
// and shown as a choice of day and time instead of a free date-time field.
import {
  type Car,
  formatHolidayDate,
  type Location,
  type SiteConfig,
  to12Hour,
  WEEKDAY_SHORT_NAMES,
} from '@forecourt/domain'
import type { FormOption } from '@forecourt/forms'
import type { LeadsApi, TestDriveTime } from '../platform/leads-api.server.js'

/**
 * The location a test drive is booked at: the one the car sells from (the form sends it as the
 * lead's location, and the platform judges the time there). A car at no visible location has none.
 */
export function testDriveLocation(site: SiteConfig, car: Car | null): Location | null {
  if (!car) return null
  return (
    site.locations.find((location) => location.visible && location.name === car.location.location_name) ??
    null
  )
}

/** 'Tue 22/12/2026, 8:30am': the dealer's own day and clock, as holiday hours are written (§9). */
export function testDriveTimeLabel(slot: Pick<TestDriveTime, 'date' | 'time'>): string {
  const weekday = new Date(`${slot.date}T00:00:00Z`).getUTCDay()
  return `${WEEKDAY_SHORT_NAMES[weekday]} ${formatHolidayDate(slot.date)}, ${to12Hour(slot.time)}`
}

/**
 * The free times as the form's options. A platform that cannot answer leaves the choice empty: the
 * time is optional (§3), so the shopper can still ask for a drive and the dealer will call.
 */
export async function testDriveTimeOptions(
  leads: Pick<LeadsApi, 'testDriveTimes'>,
  siteSlug: string,
  location: Location | null,
): Promise<FormOption[]> {
  if (!location) return []
  try {
    const slots = await leads.testDriveTimes(siteSlug, location.id)
    return slots.map((slot) => ({ value: slot.value, label: testDriveTimeLabel(slot) }))
  } catch {
    return []
  }
}
