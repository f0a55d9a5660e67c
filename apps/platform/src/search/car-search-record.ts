// The one mapping from a platform car to its search record, used by the indexer whatever the
// destination (the embedded endpoint or Algolia) and by the benchmark's generated stock.
import {
  availabilityOf,
  availabilityTag,
  type Car,
  FAMILY_PROFILES,
  type FamilySearchAttributes,
  familySearchAttributes,
  type SiteConfig,
  siteFinanceEstimate,
  toSearchIndexRecord,
} from '@forecourt/domain'

export interface CarSearchRecord extends ReturnType<typeof toSearchIndexRecord>, FamilySearchAttributes {
  [attribute: string]: unknown
  site: string
  slug: string
  name: string
  label: string | null
  year: number
  badge: string | null
  series: string | null
  km: number
  seats: number | null
  stocknum: string
  primary_image_url: string | null
  simple_transmission: string
  price_type: string
  status: string
  availability: string
  sold: boolean
  reserved: boolean
  dealership_slug: string
  location_slug: string
  state: string
  photos_count: number
  created_at_timestamp: number
  // What a result card shows beyond the §3 hit, so the card renders from the hit alone. Payment
  // processors (their keys) are never indexed: every record is public.
  created_at: string
  certified: boolean
  reservable: boolean | null
  simple_drive: string | null
  fuel: string | null
  dealership_id: number
  location: { phone: string; city: string; state: string; slug: string; location_name: string }
  /**
   * The lenders' advertised offers (name, deposit, term), so a card's weekly estimate in the Angle
   * layout (§9 deposit and termYears) matches the car page's; the car page publishes them anyway.
   */
  finance_lenders: Car['finance_lenders']
  /**
   * The family attributes whole, so a card renders them from the hit; `listing` itself is the flat
   * facet value (sale, subscription, rental), its terms ride along as `listing_terms`.
   */
  specs: Car['specs']
  listing_terms: Car['listing']
}

/**
 * What the record needs from the car's site beyond the car: its region decides a truck's licence
 * class and which LAMS approval counts; its template the price buckets. A site given without them
 * is read as an AU cars site.
 */
export type RecordSite = Pick<SiteConfig, 'slug' | 'name' | 'finance'> &
  Partial<Pick<SiteConfig, 'region' | 'template'>> & {
    dealershipNames?: Readonly<Record<string, string>>
  }

// Available stock ranks above coming-soon and reserved cars, sold cars last; newest first within a
// tier. One number, so the index's customRanking desc(custom_rank) is the whole default order.
const TIER = { in_stock: 3, coming_soon: 2, reserved: 1, sold: 0 } as const

export function carSearchRecord(car: Car, site: RecordSite): CarSearchRecord {
  const availability = availabilityOf(car)
  const createdSeconds = Math.floor(Date.parse(car.created_at) / 1000)
  const weekly = siteFinanceEstimate(car, site.finance)?.weekly ?? null
  const family = familySearchAttributes(car, site.region ?? 'AU')
  // Words a shopper may type that the family attributes stand for ('LAMS', 'ensuite', 'off-road').
  const features = [
    car.simple_transmission,
    car.simple_drive,
    car.certified ? 'Certified' : null,
    family.lams ? 'LAMS approved' : null,
    family.ensuite ? 'Ensuite' : null,
    family.off_road_rating,
    family.licence_class ? `${family.licence_class} licence` : null,
  ]
  const base = toSearchIndexRecord(car, {
    dealershipName: site.dealershipNames?.[car.dealership_slug] ?? site.name,
    weeklyPrice: weekly,
    filteredFeatures: features.filter((feature): feature is string => Boolean(feature)),
    customRank: TIER[availability] * 10_000_000_000 + createdSeconds,
    priceBuckets: FAMILY_PROFILES[site.template ?? 'cars'].priceBuckets,
  })
  return {
    ...base,
    ...family,
    site: site.slug,
    slug: car.slug,
    name: car.name,
    label: availabilityTag(availability) ?? car.tag,
    year: car.year,
    badge: car.badge,
    series: car.series,
    km: car.km,
    seats: car.seats,
    stocknum: car.stocknum,
    primary_image_url: car.primary_image_url,
    simple_transmission: car.simple_transmission,
    price_type: car.price_type,
    status: car.status,
    availability,
    sold: car.sold,
    reserved: car.reserved,
    dealership_slug: car.dealership_slug,
    location_slug: car.location.slug,
    state: car.location.state,
    photos_count: car.photos_count,
    created_at_timestamp: createdSeconds,
    created_at: car.created_at,
    certified: car.certified,
    reservable: car.reservable,
    simple_drive: car.simple_drive,
    fuel: car.fuel,
    dealership_id: car.dealership_id,
    location: {
      phone: car.location.phone,
      city: car.location.city,
      state: car.location.state,
      slug: car.location.slug,
      location_name: car.location.location_name,
    },
    finance_lenders: car.finance_lenders.map(({ name, deposit, termYears }) => ({
      name,
      deposit,
      termYears,
    })),
    specs: car.specs,
    listing_terms: car.listing,
  }
}
