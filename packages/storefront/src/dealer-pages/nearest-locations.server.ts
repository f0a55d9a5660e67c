// The locations page's "nearest to your postcode" (issue 16 row 3, §7 geocode): the page's locations
// reordered nearest first by the platform's geocoder, each with its distance. A postcode that is
// malformed or names no place is the shopper's to fix, so it is a message on the page, never an
// error page; an unreachable geocoder keeps the dealer's order with a note.
import {
  GEOCODE_FAILED_MESSAGE,
  type Location,
  POSTCODE_MAX_LENGTH,
  POSTCODE_MESSAGE,
  validatePostcode,
} from '@forecourt/domain'
import { data, type RouterContextProvider } from 'react-router'
import {
  type PlatformClient,
  PlatformRejectedError,
  PlatformUnavailableError,
} from '../platform/platform-client.server.js'
import { getStorefront } from '../tenant/site-context.server.js'

export const NEAREST_UNAVAILABLE_MESSAGE =
  'We could not look up postcodes just now. Please try again in a few minutes.'

export interface NearestLocations {
  /** The page's locations, nearest first when the postcode was placed. */
  locations: Location[]
  /** The postcode as typed (trimmed), null when none was asked for. */
  postcode: string | null
  /** Distance in km by location id; a location without coordinates has null. */
  distances: Record<number, number | null>
  /** The spec's postcode message (§5) for the field, or the unavailable note. */
  error: { field: string } | { page: string } | null
}

/** The locations of a page for `?postcode=`; without one, as they are. */
export async function nearestLocationsFor(
  platform: Pick<PlatformClient, 'nearestLocations'>,
  siteSlug: string,
  locations: Location[],
  requested: string | null,
): Promise<NearestLocations> {
  const unordered = { locations, distances: {}, error: null }
  if (requested === null) return { ...unordered, postcode: null }
  const postcode = requested.trim()
  // Length before pattern: a long value is refused without being matched (§5 max length 4).
  const malformed = postcode.length > POSTCODE_MAX_LENGTH ? POSTCODE_MESSAGE : validatePostcode(postcode)
  const shown = postcode.slice(0, 40)
  if (malformed) return { ...unordered, postcode: shown, error: { field: malformed } }
  try {
    const nearest = (await platform.nearestLocations(siteSlug, postcode)) ?? []
    const byId = new Map(locations.map((location) => [location.id, location]))
    const ordered = nearest.flatMap(({ id }) => byId.get(id) ?? [])
    // A location the platform did not list (none should be missing) keeps its place at the end.
    const rest = locations.filter((location) => !ordered.includes(location))
    return {
      locations: [...ordered, ...rest],
      postcode,
      distances: Object.fromEntries(nearest.map(({ id, distance_km }) => [id, distance_km])),
      error: null,
    }
  } catch (error) {
    if (error instanceof PlatformRejectedError && (error.status === 400 || error.status === 422))
      return { ...unordered, postcode, error: { field: error.fields.postcode ?? GEOCODE_FAILED_MESSAGE } }
    if (error instanceof PlatformUnavailableError) {
      console.error(`[storefront] nearest locations: ${error.message}`)
      return { ...unordered, postcode, error: { page: NEAREST_UNAVAILABLE_MESSAGE } }
    }
    throw error
  }
}

/** A lead form's Location choices by distance: the name the form offers and the kilometres. */
export interface NearestChoice {
  value: string
  distanceKm: number | null
}

const NOT_SHARED = { 'Cache-Control': 'private, max-age=300' }

/**
 * GET /api/nearest-locations?postcode= (issue 16 row 3): the site's locations nearest a postcode, for
 * the forms' Location choice once the shopper has typed theirs. A malformed or unplaceable postcode
 * is a 400 with the spec's message, an unreachable geocoder a 503; the form then stays as it was.
 */
export async function nearestChoicesLoader({
  request,
  context,
}: {
  request: Request
  context: Readonly<RouterContextProvider>
}) {
  const { site, platform } = getStorefront(context)
  const postcode = new URL(request.url).searchParams.get('postcode') ?? ''
  const nearest = await nearestLocationsFor(platform, site.slug, site.locations, postcode)
  const { error } = nearest
  if (error && 'page' in error) return data({ error: error.page }, { status: 503, headers: NOT_SHARED })
  if (error) return data({ error: error.field }, { status: 400, headers: NOT_SHARED })
  const locations: NearestChoice[] = nearest.locations.map((location) => ({
    value: location.name,
    distanceKm: nearest.distances[location.id] ?? null,
  }))
  return data({ locations }, { headers: NOT_SHARED })
}
