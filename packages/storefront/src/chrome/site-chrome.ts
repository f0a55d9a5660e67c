// The header's top banner and the footer's parts from site data (§2 Header and Footer, §3 Site
// config): plain functions of the site, so the shell stays a composition of ui blocks.
import {
  dealerTimeZone,
  type Location,
  locationBaseName,
  locationHref,
  locationTypeOf,
  longitudeOf,
  type NavigationItem,
  navigationLabel,
  type SiteConfig,
  selectLocations,
  shouldShowReviews,
} from '@forecourt/domain'
import type { DealerRatingBannerProps } from '@forecourt/ui/dealer-rating-banner'
import type { SiteFooterProps } from '@forecourt/ui/site-footer'
import type { TopBannerProps } from '@forecourt/ui/top-banner'
import type { BannerContent, FooterVariant } from './chrome-variants.js'

type SocialLink = NonNullable<TopBannerProps['social']>[number]

/** The site's social profiles (§3 `social`) in a fixed order, leaving out those it has not set. */
export function socialLinks(site: Pick<SiteConfig, 'social'>): SocialLink[] {
  const networks = ['facebook', 'instagram', 'tiktok', 'youtube'] as const satisfies SocialLink['network'][]
  return networks.flatMap((network) => {
    const href = site.social[network]
    return href ? [{ network, href }] : []
  })
}

const visibleLocations = (site: Pick<SiteConfig, 'locations'>) => selectLocations(site.locations, 'all')

const firstOfType = (locations: readonly Location[], type: 'sales' | 'service' | 'parts') =>
  locations.find((location) => locationTypeOf(location) === type)

const addressText = (address: Location['address']) =>
  `${address.street}, ${address.city} ${address.state} ${address.postcode}`.trim()

/** The site's review rating for the banner, when the site shows reviews (§9 minimum, hidden flag). */
export function siteRating(
  site: Pick<SiteConfig, 'average_rating' | 'review_count' | 'gmb_profiles' | 'config'>,
): { average: number; count: number; href?: string } | null {
  const { min_rating: minRating, hidden } = site.config.reviews
  if (!shouldShowReviews(site.average_rating, { minRating, hidden }) || site.average_rating == null) {
    return null
  }
  const href = site.gmb_profiles[0]?.review_url
  return { average: site.average_rating, count: site.review_count ?? 0, ...(href ? { href } : {}) }
}

/**
 * The top banner (§2): locations with Sales/Service/Parts phones, or address and phone, or
 * 'Dealership:' and 'Service Centre:' entries — then social links, star rating, the border-time
 * note and the favourites control, whatever the content. The search slot is left to the caller.
 */
export function topBannerProps(site: SiteConfig, content: BannerContent): TopBannerProps {
  const locations = visibleLocations(site)
  const linkContext = {
    hasManufacturer: Boolean(site.manufacturer),
    linksToContact: site.config.location_links_to_contact,
  }
  const rating = siteRating(site)
  const common: TopBannerProps = {
    social: socialLinks(site),
    borderTimeNote: site.config.border_time_note,
    favourites: { href: site.config.favourites_path },
    ...(rating ? { rating } : {}),
  }
  if (content === 'address') {
    const address = site.address ?? locations[0]?.address
    return {
      ...common,
      ...(address
        ? {
            address: {
              text: addressText(address),
              ...(address.place_url ? { href: address.place_url } : {}),
            },
          }
        : {}),
      phone: site.phone,
    }
  }
  if (content === 'entries') {
    const dealership = firstOfType(locations, 'sales')
    const service = firstOfType(locations, 'service')
    return {
      ...common,
      entries: [
        ...(dealership
          ? [
              {
                label: 'Dealership' as const,
                name: locationBaseName(dealership.name),
                phone: dealership.contact_detail.phone,
              },
            ]
          : []),
        ...(service
          ? [
              {
                label: 'Service Centre' as const,
                name: locationBaseName(service.name),
                phone: service.contact_detail.phone,
              },
            ]
          : []),
      ],
    }
  }
  const phones = (['sales', 'service', 'parts'] as const).flatMap((type) => {
    const location = firstOfType(locations, type)
    const label = ({ sales: 'Sales', service: 'Service', parts: 'Parts' } as const)[type]
    return location ? [{ label, phone: location.contact_detail.phone }] : []
  })
  return {
    ...common,
    locations: locations.map((location) => ({
      name: location.name,
      href: locationHref(location.slug, linkContext),
    })),
    locationsHref: '/contact',
    forceLocationsLink: site.config.force_banner_locations_link,
    phones,
  }
}

type FooterColumn = NonNullable<SiteFooterProps['columns']>[number]

/** A column's links: entries with a url (a heading-only entry has nowhere to go). */
const columnLinks = (items: readonly NavigationItem[]) =>
  items.flatMap((entry) => (entry.url ? [{ label: navigationLabel(entry), href: entry.url }] : []))

/**
 * The footer's navigation columns (§2) from `navigation.footer`: an item with `dropdownItems` is a
 * column under its name; links between columns gather in a 'Quick Links' column in their place.
 */
export function footerColumns(items: readonly NavigationItem[]): FooterColumn[] {
  const columns: FooterColumn[] = []
  let loose: FooterColumn | null = null
  for (const item of items) {
    if (item.dropdownItems?.length) {
      loose = null
      const links = columnLinks(item.dropdownItems)
      if (links.length > 0) columns.push({ heading: navigationLabel(item), links })
    } else if (item.url) {
      if (!loose) {
        loose = { heading: 'Quick Links', links: [] }
        columns.push(loose)
      }
      loose.links.push({ label: navigationLabel(item), href: item.url })
    }
  }
  return columns
}

/**
 * The sub-footer's licence numbers (§2): the dealer's distinct licence numbers, or with the
 * 'licence-numbers' variant every location's dealer and repairer numbers under its name.
 */
export function footerLicenceNumbers(
  site: Pick<SiteConfig, 'locations'>,
  style: FooterVariant['licences'],
): string[] {
  const locations = visibleLocations(site)
  if (style === 'every-location') {
    return locations.flatMap((location) => {
      const numbers = [
        location.dealer_license_number && `Dealer Licence No. ${location.dealer_license_number}`,
        location.motor_vehicle_repairer && `MRB No. ${location.motor_vehicle_repairer}`,
      ].filter(Boolean)
      return numbers.length > 0 ? [`${location.name}: ${numbers.join(', ')}`] : []
    })
  }
  const distinct = new Set(locations.flatMap((location) => location.dealer_license_number ?? []))
  return [...distinct].map((number) => `Dealer Licence No. ${number}`)
}

/** The rating banner's variant (§2): 'N' for the commercial (trucks) template, 'V' for passenger sites. */
export function dealerRatingVariant(template: SiteConfig['template']): DealerRatingBannerProps['variant'] {
  return template === 'trucks' ? 'N' : 'V'
}

/** The site's primary location (else its first), for the hours and map footers. */
export function primaryLocation(site: Pick<SiteConfig, 'locations'>): Location | undefined {
  const locations = visibleLocations(site)
  return locations.find((location) => location.primary) ?? locations[0]
}

/**
 * The embedded map of a location (§7 'Maps are embedded by iframe ... with key, centre and zoom'):
 * Google's Maps Embed API when the site has a map key, else OpenStreetMap's keyless embed.
 */
export function mapEmbedUrl(
  location: Pick<Location, 'address'>,
  mapKey: string | null | undefined,
  zoom = 15,
): string | null {
  const lat = location.address.lat
  const lng = longitudeOf(location.address)
  if (lat === null || lng === null) return null
  if (mapKey) {
    const params = new URLSearchParams({ key: mapKey, center: `${lat},${lng}`, zoom: String(zoom) })
    return `https://www.google.com/maps/embed/v1/view?${params}`
  }
  const span = 0.01
  const params = new URLSearchParams({
    bbox: [lng - span, lat - span / 2, lng + span, lat + span / 2].join(','),
    layer: 'mapnik',
    marker: `${lat},${lng}`,
  })
  return `https://www.openstreetmap.org/export/embed.html?${params}`
}

/** The dealer's time zone, for 'Today' in holiday hours: NZ, else by the primary location's state. */
export function siteTimeZone(site: Pick<SiteConfig, 'region' | 'locations'>): string {
  return dealerTimeZone(site.region, primaryLocation(site)?.address.state)
}
