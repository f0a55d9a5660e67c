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
import {
  type PlatformClient,
  PlatformRejectedError,
  PlatformUnavailableError,
} from '../platform/platform-client.server.js'

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
