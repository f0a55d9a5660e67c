import { type Car, CarSchema } from '@forecourt/domain'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { PlatformDb } from './open-database.js'
import { cars, dealerships, locations } from './schema.js'

export interface CarPage {
  cars: Car[]
  total: number
}

const listedOn = (siteId: number) => and(eq(cars.siteId, siteId), eq(cars.showOnDealerWebsite, true))

/** One page of a site's public stock, newest first; ties broken by id so pages never overlap. */
export async function listSiteCars(
  db: PlatformDb,
  siteId: number,
  page: { offset: number; limit: number },
): Promise<CarPage> {
  const [rows, total] = await Promise.all([
    selectCars(db)
      .where(listedOn(siteId))
      .orderBy(desc(cars.createdAt), asc(cars.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(cars, listedOn(siteId)),
  ])
  return { cars: rows.map(toCar), total }
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
  } satisfies z.input<typeof CarSchema>
  return CarSchema.parse(input)
}
