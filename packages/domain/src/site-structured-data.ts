// A dealer site as schema.org JSON-LD (§9 "Structured data: AutoDealer, Organization, WebSite,
// LocalBusiness with opening hours Mo-Fr, Sa, Su"). Pure: the storefront renders the result in a
// <script type="application/ld+json"> and says where the site's search lives.
import type { Location } from './location.js'
import { selectLocations } from './location-selection.js'
import type { OpeningHour } from './opening-hour.js'
import { openingHoursSpecification, structuredOpeningHours } from './opening-hours.js'
import {
  absoluteUrl,
  geoCoordinates,
  type JsonLdObject,
  locationPageUrl,
  postalAddress,
  SCHEMA_ORG_CONTEXT,
  siteNodeIds,
} from './schema-org.js'
import type { SiteConfig } from './schemas/site.js'
import { siteLogoUrl } from './site.js'

export type StructuredDataSite = Pick<
  SiteConfig,
  | 'name'
  | 'url'
  | 'phone'
  | 'region'
  | 'logo_url'
  | 'logo'
  | 'address'
  | 'dealership_group'
  | 'social'
  | 'manufacturer'
  | 'opening_hours'
  | 'locations'
>

export interface SiteStructuredDataOptions {
  /**
   * The site's search URL with `{search_term_string}` where the shopper's query goes; without one
   * the WebSite node has no SearchAction.
   */
  searchUrlTemplate?: string
}

/** Both schema.org forms of the §9 grouping, or nothing when no day has readable hours. */
function openingHoursOf(hours: readonly OpeningHour[]): JsonLdObject {
  const lines = structuredOpeningHours(hours)
  if (lines.length === 0) return {}
  return { openingHours: lines, openingHoursSpecification: openingHoursSpecification(hours) }
}

/** The group the dealership belongs to, when it is a different organisation from the site's own. */
function separateGroup(site: Pick<SiteConfig, 'name' | 'dealership_group'>): string | null {
  const group = site.dealership_group?.trim()
  return group && group !== site.name ? group : null
}

/** What a node elsewhere needs to point at the dealership: its id, plus enough to read on its own. */
export function dealershipReference(site: Pick<SiteConfig, 'name' | 'url'>): JsonLdObject {
  return {
    '@type': 'AutoDealer',
    '@id': siteNodeIds(site.url).dealership,
    name: site.name,
    url: absoluteUrl('/', site.url),
  }
}

function dealershipNode(site: StructuredDataSite): JsonLdObject {
  const ids = siteNodeIds(site.url)
  const logo = siteLogoUrl(site)
  const sameAs = Object.values(site.social).filter((url) => url !== undefined)
  const group = separateGroup(site)
  return {
    // Without a separate group the dealership is the Organization itself: one node, both types.
    '@type': group ? 'AutoDealer' : ['AutoDealer', 'Organization'],
    '@id': ids.dealership,
    name: site.name,
    url: absoluteUrl('/', site.url),
    telephone: site.phone,
    logo: logo ? absoluteUrl(logo, site.url) : undefined,
    image: logo ? absoluteUrl(logo, site.url) : undefined,
    address: site.address ? postalAddress(site.address, site.region) : undefined,
    geo: site.address ? geoCoordinates(site.address) : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    brand: site.manufacturer ? { '@type': 'Brand', name: site.manufacturer.name } : undefined,
    parentOrganization: group ? { '@id': ids.organization } : undefined,
    // Ratings are left out: search engines ignore a business's markup of reviews of itself.
    ...openingHoursOf(site.opening_hours),
  }
}

function groupNode(site: StructuredDataSite, group: string): JsonLdObject {
  const ids = siteNodeIds(site.url)
  return {
    '@type': 'Organization',
    '@id': ids.organization,
    name: group,
    subOrganization: { '@id': ids.dealership },
  }
}

function websiteNode(site: StructuredDataSite, options: SiteStructuredDataOptions): JsonLdObject {
  const ids = siteNodeIds(site.url)
  return {
    '@type': 'WebSite',
    '@id': ids.website,
    url: absoluteUrl('/', site.url),
    name: site.name,
    inLanguage: site.region === 'NZ' ? 'en-NZ' : 'en-AU',
    publisher: { '@id': ids.dealership },
    potentialAction: options.searchUrlTemplate
      ? {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: options.searchUrlTemplate },
          'query-input': 'required name=search_term_string',
        }
      : undefined,
  }
}

/**
 * One location as a LocalBusiness (§9): its address, phone, email and opening hours — its own, or
 * the site's when it has none — belonging to the dealership.
 */
function localBusinessNode(
  site: Pick<StructuredDataSite, 'name' | 'url' | 'region' | 'opening_hours'>,
  location: Location,
): JsonLdObject {
  const page = locationPageUrl(location.slug, site.url)
  const contact = location.contact_detail
  return {
    '@type': 'LocalBusiness',
    '@id': `${page}#business`,
    name: location.name,
    url: page,
    telephone: contact.phone,
    email: contact.email ?? undefined,
    image: location.image ? absoluteUrl(location.image, site.url) : undefined,
    address: postalAddress(location.address, site.region),
    geo: geoCoordinates(location.address),
    parentOrganization: dealershipReference(site),
    ...openingHoursOf(contact.opening_hours.length > 0 ? contact.opening_hours : site.opening_hours),
  }
}

/**
 * The site's graph (§9): the dealership (AutoDealer), its group (Organization — the dealership
 * itself when there is no other), the website with its search, and a LocalBusiness per visible
 * location, in position order.
 */
export function siteStructuredData(
  site: StructuredDataSite,
  options: SiteStructuredDataOptions = {},
): JsonLdObject {
  const group = separateGroup(site)
  return {
    '@context': SCHEMA_ORG_CONTEXT,
    '@graph': [
      dealershipNode(site),
      ...(group ? [groupNode(site, group)] : []),
      websiteNode(site, options),
      ...selectLocations(site.locations, 'all').map((location) => localBusinessNode(site, location)),
    ],
  }
}

/** The locations a page shows (§2 /locations/{slug}), each a LocalBusiness; hidden ones left out. */
export function locationsStructuredData(
  site: Pick<StructuredDataSite, 'name' | 'url' | 'region' | 'opening_hours'>,
  locations: readonly Location[],
): JsonLdObject {
  return {
    '@context': SCHEMA_ORG_CONTEXT,
    '@graph': selectLocations(locations, 'all').map((location) => localBusinessNode(site, location)),
  }
}
