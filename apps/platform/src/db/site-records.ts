import type { Location, SiteConfigInput } from '@forecourt/domain'
import { asc, eq, inArray } from 'drizzle-orm'
import type { PlatformDb } from './open-database.js'
import { dealerships, locations, siteHostnames, sites } from './schema.js'

/** A site as stored: everything of its SiteConfig except `url`, which depends on where it is served. */
export interface SiteRecord {
  id: number
  hostnames: string[]
  config: Omit<SiteConfigInput, 'url'>
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
  const hostnames = await hostnamesBySite(db, [row.id])
  const locationRows = await db
    .select({ location: locations, dealership: dealerships })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(eq(dealerships.siteId, row.id))
    .orderBy(asc(locations.position), asc(locations.id))
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
      dealership_group: row.dealershipGroup,
      social: row.social,
      features: row.features,
      locations: locationRows.map(({ location, dealership }) => toLocation(location, dealership)),
    },
  }
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

function toLocation(row: LocationRow, dealership: typeof dealerships.$inferSelect): Location {
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
    },
    special_hours: row.specialHours,
    average_rating: row.averageRating,
    review_count: row.reviewCount,
    dealer_license_number: row.dealerLicenseNumber,
    motor_vehicle_repairer: row.motorVehicleRepairer,
    image: row.image,
  }
}
