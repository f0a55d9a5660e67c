import type { Address, Location } from './location.js'
import { selectLocations } from './location-selection.js'

/**
 * The locations a /locations/{slug} page shows (§2 'location slug or dealership slug'): the visible
 * location with that slug, else every visible location of the dealership with that slug (by
 * position), else none — the page answers 404.
 */
export function locationsForSlug<
  T extends Pick<
    Location,
    'id' | 'slug' | 'dealership_slug' | 'primary' | 'location_type' | 'visible' | 'position'
  >,
>(locations: readonly T[], slug: string): T[] {
  const visible = selectLocations(locations, 'all')
  const location = visible.find((candidate) => candidate.slug === slug)
  if (location) return [location]
  return visible.filter((candidate) => candidate.dealership_slug === slug)
}

/**
 * Get Directions (§2 Location card): a maps directions link to the address, which opens the
 * shopper's maps app on a phone; the address's place id, when known, pins the exact business.
 */
export function directionsHref(
  address: Pick<Address, 'street' | 'city' | 'state' | 'postcode' | 'place_id'>,
): string {
  const destination = [address.street, `${address.city} ${address.state} ${address.postcode}`.trim()]
    .filter(Boolean)
    .join(', ')
  const params = new URLSearchParams({ api: '1', destination })
  if (address.place_id) params.set('destination_place_id', address.place_id)
  return `https://www.google.com/maps/dir/?${params}`
}
