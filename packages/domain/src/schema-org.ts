// The schema.org pieces every structured-data builder shares (§9): JSON-LD value types, node ids,
// addresses and absolute URLs. Property names are schema.org's; a value that is undefined is left
// out of the JSON.
import { type Address, longitudeOf } from './location.js'
import type { Region } from './region.js'

export type JsonLdValue = string | number | boolean | null | undefined | JsonLdObject | readonly JsonLdValue[]
export type JsonLdObject = { [property: string]: JsonLdValue }

export const SCHEMA_ORG_CONTEXT = 'https://schema.org'

/** `pathOrUrl` resolved against the site's URL: structured data wants absolute URLs. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, siteUrl).href
}

/**
 * The `@id`s that tie a site's nodes together across pages: the dealership, its group and the
 * website hang off the home page URL, a location off its own page.
 */
export function siteNodeIds(siteUrl: string) {
  const home = absoluteUrl('/', siteUrl)
  return {
    dealership: `${home}#dealership`,
    organization: `${home}#organization`,
    website: `${home}#website`,
  }
}

/** A location's page, /locations/{slug} (§2), which is also its node's `url`. */
export function locationPageUrl(slug: string, siteUrl: string): string {
  return absoluteUrl(`/locations/${encodeURIComponent(slug)}`, siteUrl)
}

export function postalAddress(address: Address, region: Region): JsonLdObject {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postcode,
    // The region code is the ISO 3166-1 country code schema.org asks for.
    addressCountry: region,
  }
}

/** Coordinates of an address, or undefined when either is missing. */
export function geoCoordinates(address: Address): JsonLdObject | undefined {
  const longitude = longitudeOf(address)
  if (address.lat === null || longitude === null) return undefined
  return { '@type': 'GeoCoordinates', latitude: address.lat, longitude }
}
