import type { Address, Location } from './schemas/location.js'

export type { Address, Location, LocationInput, Review } from './schemas/location.js'

/** Location types; an empty type means sales (§3). */
export const LOCATION_TYPES = ['sales', 'service', 'parts'] as const
export type LocationType = (typeof LOCATION_TYPES)[number]

/** Longitude whichever spelling the producer used (`lng`, or the spec's `lang`). */
export function longitudeOf(address: Pick<Address, 'lng' | 'lang'>): number | null {
  return address.lng ?? address.lang ?? null
}

/** The type a location acts as: an empty type means sales (§3). */
export function locationTypeOf(location: Pick<Location, 'location_type'>): LocationType {
  return location.location_type === '' ? 'sales' : location.location_type
}

/** Buying centres are flagged by subtype (§3). */
export function isBuyingLocation(location: Pick<Location, 'location_subtype'>): boolean {
  return (location.location_subtype ?? '').toLowerCase().includes('buying')
}
