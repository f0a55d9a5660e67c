import type { Location, SiteConfigInput } from '@forecourt/domain'
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { PlatformDb } from './open-database.js'
import {
  cars,
  dealerships,
  locationReviews,
  locations,
  manufacturers,
  navigationMenus,
  siteHostnames,
  sites,
} from './schema.js'

/** A location with what the domain's LocationSchema does not carry yet: its photo gallery. */
export type LocationDetail = Location & { images: string[] }

/** A site as stored: everything of its SiteConfig except `url`, which depends on where it is served. */
export interface SiteRecord {
  id: number
  hostnames: string[]
  config: Omit<SiteConfigInput, 'url' | 'locations'> & { locations: LocationDetail[] }
}

export interface SiteSummary {
  slug: string
  name: string
  template: string
  region: string
  hostnames: string[]
}

type SiteRow = typeof sites.$inferSelect
type LocationRow = typeof locations.$inferSelect

export async function listSiteSummaries(db: PlatformDb): Promise<SiteSummary[]> {
  const rows = await db.select().from(sites).orderBy(asc(sites.slug))
  const hostnames = await hostnamesBySite(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    template: row.template,
    region: row.region,
    hostnames: hostnames.get(row.id) ?? [],
  }))
}

export async function findSiteRecordBySlug(db: PlatformDb, slug: string): Promise<SiteRecord | null> {
  const [row] = await db.select().from(sites).where(eq(sites.slug, slug))
  return row ? siteRecord(db, row) : null
}

export async function findSiteRecordById(db: PlatformDb, id: number): Promise<SiteRecord | null> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id))
  return row ? siteRecord(db, row) : null
}

/** `hostname` must already be normalised: lower-case, no port. */
export async function findSiteRecordByHostname(db: PlatformDb, hostname: string): Promise<SiteRecord | null> {
  const [match] = await db
    .select({ site: sites })
    .from(siteHostnames)
    .innerJoin(sites, eq(sites.id, siteHostnames.siteId))
    .where(eq(siteHostnames.hostname, hostname))
  return match ? siteRecord(db, match.site) : null
}

async function siteRecord(db: PlatformDb, row: SiteRow): Promise<SiteRecord> {
  const [hostnames, locationRows, dealershipRows, menus, manufacturer, carTypes] = await Promise.all([
    hostnamesBySite(db, [row.id]),
    db
      .select({ location: locations, dealership: dealerships })
      .from(locations)
      .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
      .where(eq(dealerships.siteId, row.id))
      .orderBy(asc(locations.position), asc(locations.id)),
    db.select().from(dealerships).where(eq(dealerships.siteId, row.id)).orderBy(asc(dealerships.id)),
    db.select().from(navigationMenus).where(eq(navigationMenus.siteId, row.id)),
    row.manufacturerId === null
      ? Promise.resolve([])
      : db.select().from(manufacturers).where(eq(manufacturers.id, row.manufacturerId)),
    db
      .select({ carType: cars.carType, count: count() })
      .from(cars)
      .where(and(eq(cars.siteId, row.id), eq(cars.showOnDealerWebsite, true)))
      .groupBy(cars.carType),
  ])
  const reviews = await reviewsByLocation(
    db,
    locationRows.map(({ location }) => location.id),
  )
  const header = menus.find((menu) => menu.placement === 'header')
  const footer = menus.find((menu) => menu.placement === 'footer')
  const siteLocations = locationRows.map(({ location, dealership }) =>
    toLocation(location, dealership, reviews.get(location.id) ?? []),
  )
  const rated = siteLocations.filter((location) => location.average_rating !== null)
  const reviewCount = rated.reduce((sum, location) => sum + (location.review_count ?? 0), 0)
  const countOf = (type: string) => carTypes.find((entry) => entry.carType === type)?.count ?? 0
  const maker = manufacturer[0]
  return {
    id: row.id,
    hostnames: hostnames.get(row.id) ?? [],
    config: {
      name: row.name,
      slug: row.slug,
      template: row.template as SiteConfigInput['template'],
      region: row.region as SiteConfigInput['region'],
      currency: row.currency as SiteConfigInput['currency'],
      phone: row.phone,
      logo_url: row.logoUrl,
      logo: { url: row.logoUrl },
      ...(row.address ? { address: row.address } : {}),
      dealership_group: row.dealershipGroup,
      social: row.social,
      google_site_verification: row.googleSiteVerification,
      manufacturer: maker ? { name: maker.name, id: maker.id } : null,
      dealer_id: row.dealerId,
      dealerships: dealershipRows.map((dealership) => ({
        id: dealership.id,
        slug: dealership.slug,
        stripe_publishable_key: dealership.stripePublishableKey,
        payment_processors: dealership.paymentProcessors,
      })),
      dealership_websites: row.dealershipWebsites,
      ...(header && footer ? { navigation: { header: header.items, footer: footer.items } } : {}),
      opening_hours: row.openingHours,
      gmb_profiles: row.gmbProfiles,
      stock: { car_types: { demo: countOf('demo'), new: countOf('new') } },
      garage_enabled: row.garageEnabled,
      garage_settings: row.garageSettings,
      search_filters: row.searchFilters,
      ...(row.searchPath ? { search_path: row.searchPath } : {}),
      search_paths: row.searchPaths,
      // Weighted by review count so a yard with 900 reviews outweighs one with 40 (§3 average_rating).
      average_rating:
        reviewCount > 0
          ? Math.round(
              (rated.reduce(
                (sum, location) => sum + (location.average_rating ?? 0) * (location.review_count ?? 0),
                0,
              ) /
                reviewCount) *
                10,
            ) / 10
          : null,
      review_count: reviewCount,
      payment_provider: row.paymentProvider,
      finance_provider: row.financeProvider,
      ...(row.finance ? { finance: row.finance } : {}),
      features: row.features,
      config: row.config,
      locations: siteLocations,
    },
  }
}

async function reviewsByLocation(
  db: PlatformDb,
  locationIds: number[],
): Promise<Map<number, Array<typeof locationReviews.$inferSelect>>> {
  const byLocation = new Map<number, Array<typeof locationReviews.$inferSelect>>()
  if (locationIds.length === 0) return byLocation
  const rows = await db
    .select()
    .from(locationReviews)
    .where(inArray(locationReviews.locationId, locationIds))
    .orderBy(desc(locationReviews.date), asc(locationReviews.id))
  for (const row of rows) byLocation.set(row.locationId, [...(byLocation.get(row.locationId) ?? []), row])
  return byLocation
}

async function hostnamesBySite(db: PlatformDb, siteIds: number[]): Promise<Map<number, string[]>> {
  const bySite = new Map<number, string[]>()
  if (siteIds.length === 0) return bySite
  const rows = await db
    .select()
    .from(siteHostnames)
    .where(inArray(siteHostnames.siteId, siteIds))
    .orderBy(asc(siteHostnames.hostname))
  for (const row of rows) bySite.set(row.siteId, [...(bySite.get(row.siteId) ?? []), row.hostname])
  return bySite
}

function toLocation(
  row: LocationRow,
  dealership: typeof dealerships.$inferSelect,
  reviews: Array<typeof locationReviews.$inferSelect>,
): LocationDetail {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    primary: row.primary,
    position: row.position,
    visible: row.visible,
    location_type: row.locationType as Location['location_type'],
    location_subtype: row.locationSubtype,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    dealership_name: dealership.name,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      postcode: row.postcode,
      lat: row.lat,
      lng: row.lng,
    },
    contact_detail: {
      phone: row.phone,
      landline_phone: row.landlinePhone,
      email: row.email,
      opening_hours: row.openingHours,
      youtube_url: row.youtubeUrl,
      linkedin_url: row.linkedinUrl,
    },
    special_hours: row.specialHours,
    average_rating: row.averageRating,
    review_count: row.reviewCount,
    reviews: {
      average_rating: row.averageRating,
      count: row.reviewCount,
      list: reviews.map((review) => ({
        author_name: review.authorName,
        rating: review.rating,
        text: review.text,
        date: review.date,
      })),
    },
    manufacturers: row.manufacturers,
    dealer_license_number: row.dealerLicenseNumber,
    motor_vehicle_repairer: row.motorVehicleRepairer,
    image: row.image,
    images: row.images,
    distribution_locations: row.distributionLocations,
  }
}
