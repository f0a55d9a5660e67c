import { and, eq, gte, isNotNull, notInArray, sql } from 'drizzle-orm'
import type { PlatformDb } from './open-database.js'
import { leadSubmissions, leads } from './schema.js'

/** The form field a booked test drive's time is in (§3: 'Test Drive Booking Date'). */
const BOOKING_FIELD = 'Test Drive Booking Date'

export interface BookedTestDriveQuery {
  siteId: number
  /** The location's name, as leads carry it in `location` (§3). */
  location: string
  /** The dealer's local 'yyyy-mm-dd': earlier bookings cannot collide with a slot offered now. */
  since: string
  /** A retry of an accepted request must not collide with the drive it booked itself. */
  exceptIdempotencyKey?: string | undefined
}

/**
 * The booking times of completed test-drive leads at one location of a site: a drive is booked when
 * a completed lead names the location and a 'Test Drive Booking Date'. Local 'yyyy-mm-ddTHH:MM'
 * text compares in time order, so `since` needs no date parsing in SQL.
 */
export async function listBookedTestDrives(
  db: Pick<PlatformDb, 'select'>,
  query: BookedTestDriveQuery,
): Promise<string[]> {
  const booking = sql<string | null>`${leads.form}->>${BOOKING_FIELD}`
  const conditions = [
    eq(leads.siteId, query.siteId),
    eq(leads.status, 'completed'),
    sql`${leads.form}->>'location' = ${query.location}`,
    isNotNull(booking),
    gte(booking, query.since),
  ]
  if (query.exceptIdempotencyKey) {
    const own = db
      .select({ leadId: leadSubmissions.leadId })
      .from(leadSubmissions)
      .where(
        and(
          eq(leadSubmissions.siteId, query.siteId),
          eq(leadSubmissions.idempotencyKey, query.exceptIdempotencyKey),
        ),
      )
    conditions.push(notInArray(leads.id, own))
  }
  const rows = await db
    .select({ booking })
    .from(leads)
    .where(and(...conditions))
  return rows.map((row) => row.booking).filter((value): value is string => typeof value === 'string')
}
