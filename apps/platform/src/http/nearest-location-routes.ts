import {
  GEOCODE_FAILED_MESSAGE,
  locationCoordinates,
  locationsByDistance,
  POSTCODE_MAX_LENGTH,
  POSTCODE_MESSAGE,
  selectLocations,
} from '@forecourt/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { PlatformStore } from '../db/platform-store.js'
import { type Geocoder, GeocoderUnavailableError, PostcodeNotFoundError } from '../geocode/geocoder.js'
import { ApiError, siteNotFound } from './api-error.js'
import { parseInput } from './parse-input.js'

/** `?postcode=`: four digits (§5), its length judged before its pattern so a long value is never matched. */
export const NearestLocationQuerySchema = z.object({
  postcode: z
    .string({ error: POSTCODE_MESSAGE })
    .trim()
    .max(POSTCODE_MAX_LENGTH, { error: POSTCODE_MESSAGE, abort: true })
    .regex(/^\d{4}$/, POSTCODE_MESSAGE),
})

/** Distances to one decimal: what a shopper reads, and no false precision from a postcode's centre. */
const roundKm = (km: number) => Math.round(km * 10) / 10

/**
 * GET /sites/:slug/locations/nearest?postcode= — the site's visible locations nearest first from
 * the postcode's point (§7 geocode, §9 R = 6371 km), each with `distance_km` (null without
 * coordinates, listed last). Mounted before the site routes so "nearest" is never a location slug.
 */
export function nearestLocationRoutes(store: PlatformStore, geocoder: Geocoder) {
  return new Hono().get('/:slug/locations/nearest', async (c) => {
    const { postcode } = parseInput(NearestLocationQuerySchema, c.req.query())
    const record = await store.findSiteBySlug(c.req.param('slug'))
    if (!record) throw siteNotFound()
    let origin: { lat: number; lng: number }
    try {
      origin = await geocoder.geocode(postcode, record.config.region)
    } catch (error) {
      if (error instanceof PostcodeNotFoundError)
        throw new ApiError(422, 'postcode_not_found', GEOCODE_FAILED_MESSAGE, {
          postcode: [GEOCODE_FAILED_MESSAGE],
        })
      if (error instanceof GeocoderUnavailableError)
        throw new ApiError(503, 'geocoder_unavailable', 'Postcodes cannot be looked up just now')
      throw error
    }
    const visible = selectLocations(record.config.locations, 'all')
    return c.json({
      postcode,
      origin,
      locations: locationsByDistance(origin, visible, locationCoordinates).map(({ place, distanceKm }) => ({
        ...place,
        distance_km: distanceKm === null ? null : roundKm(distanceKm),
      })),
    })
  })
}
