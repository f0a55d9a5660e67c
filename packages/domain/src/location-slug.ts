/** Suffixes dropped from a location name to make its contact slug (§2). */
const LOCATION_NAME_SUFFIX = / - (?:Sales|Service|Parts)$/

/** A location's name without its trailing ' - Sales', ' - Service' or ' - Parts' (§2). */
export function locationBaseName(name: string): string {
  return name.trim().replace(LOCATION_NAME_SUFFIX, '')
}

/**
 * The slug in /contact-us/{location-slug} (§2): the name without its department suffix, lower-cased
 * with runs of other characters as one hyphen (the spec names only the suffix rule).
 */
export function locationSlug(name: string): string {
  return locationBaseName(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function contactUsHref(locationName: string): string {
  return `/contact-us/${locationSlug(locationName)}`
}

/**
 * The Email Us form of one location (§2 location card): by the location's own slug, so a Sales and
 * a Service location of one dealership (one contact slug between them) each get their own.
 */
export function emailUsHref(location: { slug: string }): string {
  return `/email-us/${encodeURIComponent(location.slug)}`
}
