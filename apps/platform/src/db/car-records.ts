import { type Car, CarSchema } from '@forecourt/domain'
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { PlatformDb } from './open-database.js'
import { cars, dealerships, locations } from './schema.js'

export interface CarPage {
  cars: Car[]
  total: number
}

const listedOn = (siteId: number) => and(eq(cars.siteId, siteId), eq(cars.showOnDealerWebsite, true))

export const CAR_SORTS = ['newest', 'price_asc', 'price_desc', 'km_asc', 'year_desc'] as const
export type CarSort = (typeof CAR_SORTS)[number]

/** Stock filters a listing takes; lists match any of their values, bounds are inclusive. */
export interface CarFilters {
  car_type?: string[]
  /** Listing kinds: sale, subscription, rental. */
  listing?: string[]
  make?: string[]
  model?: string[]
  simple_body?: string[]
  simple_fuel?: string[]
  simple_transmission?: string[]
  status?: string[]
  tag?: string[]
  location?: string[]
  dealership?: string[]
  min_price?: number
  max_price?: number
  min_year?: number
  max_year?: number
  max_km?: number
}

export interface CarQuery {
  offset: number
  limit: number
  filters?: CarFilters
  sort?: CarSort
}

// Every order ends in id so equal keys never make pages overlap.
const ORDER_BY: Record<CarSort, SQL[]> = {
  newest: [desc(cars.createdAt), asc(cars.id)],
  price_asc: [asc(cars.price), asc(cars.id)],
  price_desc: [desc(cars.price), asc(cars.id)],
  km_asc: [asc(cars.km), asc(cars.id)],
  year_desc: [desc(cars.year), desc(cars.createdAt), asc(cars.id)],
}

function filterConditions(siteId: number, filters: CarFilters = {}): SQL | undefined {
  const conditions: Array<SQL | undefined> = [listedOn(siteId)]
  const anyOf = (column: Parameters<typeof inArray>[0], values: string[] | undefined) => {
    if (values && values.length > 0) conditions.push(inArray(column, values))
  }
  anyOf(cars.carType, filters.car_type)
  anyOf(cars.listingKind, filters.listing)
  anyOf(cars.make, filters.make)
  anyOf(cars.model, filters.model)
  anyOf(cars.simpleBody, filters.simple_body)
  anyOf(cars.simpleFuel, filters.simple_fuel)
  anyOf(cars.simpleTransmission, filters.simple_transmission)
  anyOf(cars.status, filters.status)
  anyOf(cars.tag, filters.tag)
  if (filters.location?.length) {
    conditions.push(
      inArray(
        cars.locationId,
        sql`(select ${locations.id} from ${locations} where ${inArray(locations.slug, filters.location)})`,
      ),
    )
  }
  if (filters.dealership?.length) {
    conditions.push(
      inArray(
        cars.dealershipId,
        sql`(select ${dealerships.id} from ${dealerships} where ${inArray(dealerships.slug, filters.dealership)})`,
      ),
    )
  }
  if (filters.min_price !== undefined) conditions.push(gte(cars.price, filters.min_price))
  if (filters.max_price !== undefined) conditions.push(lte(cars.price, filters.max_price))
  if (filters.min_year !== undefined) conditions.push(gte(cars.year, filters.min_year))
  if (filters.max_year !== undefined) conditions.push(lte(cars.year, filters.max_year))
  if (filters.max_km !== undefined) conditions.push(lte(cars.km, filters.max_km))
  return and(...conditions)
}

/** One page of a site's public stock, newest first unless sorted otherwise. */
export async function listSiteCars(db: PlatformDb, siteId: number, query: CarQuery): Promise<CarPage> {
  const where = filterConditions(siteId, query.filters)
  const [rows, total] = await Promise.all([
    selectCars(db)
      .where(where)
      .orderBy(...ORDER_BY[query.sort ?? 'newest'])
      .limit(query.limit)
      .offset(query.offset),
    db.$count(cars, where),
  ])
  return { cars: rows.map(toCar), total }
}

/** A listed car by id with its site, for calls that name a car by id (§7 payloads). */
export async function findListedCarById(
  db: PlatformDb,
  carId: number,
): Promise<(Car & { site_id: number }) | null> {
  const [row] = await selectCars(db).where(and(eq(cars.id, carId), eq(cars.showOnDealerWebsite, true)))
  return row ? { ...toCar(row), site_id: row.car.siteId } : null
}

/** Counts one view of a listed car and answers the new count; null when there is no such car. */
export async function recordCarView(db: PlatformDb, siteId: number, slug: string): Promise<number | null> {
  const [row] = await db
    .update(cars)
    .set({ views: sql`${cars.views} + 1` })
    .where(and(listedOn(siteId), eq(cars.slug, slug)))
    .returning({ views: cars.views })
  return row?.views ?? null
}

export async function findSiteCar(db: PlatformDb, siteId: number, slug: string): Promise<Car | null> {
  const [row] = await selectCars(db).where(and(listedOn(siteId), eq(cars.slug, slug)))
  return row ? toCar(row) : null
}

/** Cars with what their answer needs from location and dealership; exported for the seed checks. */
export function selectCars(db: PlatformDb) {
  return db
    .select({ car: cars, location: locations, dealershipSlug: dealerships.slug })
    .from(cars)
    .innerJoin(locations, eq(locations.id, cars.locationId))
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
}

type CarJoinRow = {
  car: typeof cars.$inferSelect
  location: typeof locations.$inferSelect
  dealershipSlug: string
}

// Parsed, not cast: fields the domain adds with defaults appear in every answer without a change
// here, and a row that no longer fits the shared shape fails loudly instead of reaching a shopper.
export function toCar({ car, location, dealershipSlug }: CarJoinRow): Car {
  const input = {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    car_type: car.carType as Car['car_type'],
    km: car.km,
    price: car.price,
    price_type: car.priceType,
    status: car.status,
    sold: car.sold,
    reserved: car.reserved,
    reservable: car.reservable,
    tag: car.tag,
    certified: car.certified,
    created_at: car.createdAt.toISOString(),
    views: car.views,
    stocknum: car.stocknum,
    vin: car.vin,
    simple_body: car.simpleBody,
    simple_transmission: car.simpleTransmission,
    simple_fuel: car.simpleFuel,
    simple_drive: car.simpleDrive,
    fuel: car.fuel,
    seats: car.seats,
    photos_count: car.photosCount,
    images: car.images,
    thumbnails: car.thumbnails,
    primary_image_url: car.primaryImageUrl,
    file: car.file,
    dealership_id: car.dealershipId,
    dealership_slug: dealershipSlug,
    location: {
      phone: location.phone,
      city: location.city,
      state: location.state,
      slug: location.slug,
      location_name: location.name,
      distribution_locations: location.distributionLocations,
    },
    payment_processors: car.paymentProcessors,
    has_checkout_payment_processor: car.hasCheckoutPaymentProcessor,
    finance_lenders: car.financeLenders,
    show_on_dealer_website: car.showOnDealerWebsite,
    listing: { ...car.listingTerms, kind: car.listingKind } as z.input<typeof CarSchema>['listing'],
    specs: car.specs,
  } satisfies z.input<typeof CarSchema>
  return CarSchema.parse(input)
}
