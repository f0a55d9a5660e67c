import { TEST_DRIVE_SLOT_MINUTES } from '@forecourt/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { MAX_DB_INTEGER } from '../db/integer-bounds.js'
import type { PlatformStore } from '../db/platform-store.js'
import { bookableLocation, testDriveTimes } from '../leads/test-drive-times.js'
import { notFound, siteNotFound } from './api-error.js'
import { parseInput } from './parse-input.js'

export const LocationIdPathSchema = z.object({
  locationId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'locationId must be a location id')
    .transform(Number)
    .refine((id) => id <= MAX_DB_INTEGER, 'locationId must be a location id'),
})

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/

export const TestDriveTimesQuerySchema = z.object({
  from: z
    .string()
    .regex(LOCAL_DATE, 'from must be a date, yyyy-mm-dd')
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
    }, 'from must be a real date')
    .optional(),
})

export const TestDriveSlotSchema = z.object({
  value: z
    .string()
    .describe("The dealer's local 'yyyy-mm-ddTHH:MM', sent as the lead's 'Test Drive Booking Date'"),
  date: z.string().describe("The dealer's local 'yyyy-mm-dd'"),
  time: z.string().describe("The dealer's local 'HH:MM'"),
  starts_at: z.iso.datetime().describe('The same moment in UTC'),
})

export const TestDriveTimesAnswerSchema = z.object({
  location: z.object({ id: z.number().int(), name: z.string() }),
  time_zone: z.string(),
  slot_minutes: z.number().int(),
  slots: z.array(TestDriveSlotSchema),
})

export interface TestDriveRouteOptions {
  now: () => Date
}

/**
 * GET /v1/sites/:slug/locations/:locationId/test-drive-times?from=yyyy-mm-dd (issue 16 row 13): the
 * free test-drive times of one of the site's visible locations, from its hours, holiday hours and
 * the drives already booked there. Another site's location is not found, like any unknown one.
 */
export function testDriveRoutes(store: PlatformStore, { now }: TestDriveRouteOptions) {
  return new Hono().get('/:slug/locations/:locationId/test-drive-times', async (c) => {
    const { locationId } = parseInput(LocationIdPathSchema, { locationId: c.req.param('locationId') })
    const { from } = parseInput(TestDriveTimesQuerySchema, { from: c.req.query('from') })
    const site = await store.findSiteBySlug(c.req.param('slug'))
    if (!site) throw siteNotFound()
    const location = bookableLocation(site, (candidate) => candidate.id === locationId)
    if (!location) throw notFound('location_not_found', 'No location with that id on this site')
    const { timeZone, slots } = await testDriveTimes(store, { site, location, now: now(), from })
    // Taken slots disappear as drives are booked: never kept by a cache.
    c.header('Cache-Control', 'no-store')
    return c.json<z.infer<typeof TestDriveTimesAnswerSchema>>({
      location: { id: location.id, name: location.name },
      time_zone: timeZone,
      slot_minutes: TEST_DRIVE_SLOT_MINUTES,
      slots,
    })
  })
}
