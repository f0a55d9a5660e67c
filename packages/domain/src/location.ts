import { externalHref } from './external-href.js'
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

/** The networks a location links to on its own (§3 contact_detail youtube_url, linkedin_url). */
export type LocationSocialNetwork = 'youtube' | 'linkedin'

/** A location's YouTube and LinkedIn pages, in that order, leaving out any unset or unsafe link. */
export function locationSocialLinks(
  location: Pick<Location, 'contact_detail'>,
): { network: LocationSocialNetwork; href: string }[] {
  const urls: [LocationSocialNetwork, string | null | undefined][] = [
    ['youtube', location.contact_detail.youtube_url],
    ['linkedin', location.contact_detail.linkedin_url],
  ]
  return urls.flatMap(([network, url]) => {
    const href = externalHref(url)
    return href === null ? [] : [{ network, href }]
  })
}
