import type { Car } from './car.js'
import { priceRangeOf, weeklyPriceRangeOf } from './price-range.js'
import { CarTypeSchema } from './schemas/car.js'
import { z } from './zod.js'

/** Index records carry the attributes facets, filters and friendly paths use (§3 Search index attributes). */
export const SearchIndexRecordSchema = z.object({
  objectID: z.string(),
  make: z.string(),
  model: z.string(),
  make_model: z.string(),
  car_type: CarTypeSchema,
  simple_body: z.string(),
  simple_fuel: z.string(),
  price: z.number().nonnegative(),
  price_range: z.string(),
  weekly_price_range: z.string().nullable(),
  city: z.string(),
  city_make: z.string(),
  location_name: z.string(),
  location_name_make: z.string(),
  dealership_name: z.string(),
  filtered_features: z.array(z.string()),
  tag: z.string().nullable(),
  custom_rank: z.number().default(0),
})
export type SearchIndexRecord = z.infer<typeof SearchIndexRecordSchema>

export interface SearchIndexContext {
  dealershipName: string
  /** Weekly repayment estimate when the site shows finance; null leaves weekly_price_range empty. */
  weeklyPrice: number | null
  filteredFeatures?: readonly string[]
  customRank?: number
  /** The family's price_range buckets (its profile's priceBuckets); the car buckets by default. */
  priceBuckets?: readonly number[]
}

/**
 * A car as the indexer writes it, so friendly paths (/search/{city}/{make}) and facets agree with
 * the search package. Combined attributes join with a space — the spec names them, not their format.
 */
export function toSearchIndexRecord(
  car: Pick<
    Car,
    'id' | 'make' | 'model' | 'car_type' | 'simple_body' | 'simple_fuel' | 'price' | 'location' | 'tag'
  >,
  context: SearchIndexContext,
): SearchIndexRecord {
  return {
    objectID: String(car.id),
    make: car.make,
    model: car.model,
    make_model: `${car.make} ${car.model}`,
    car_type: car.car_type,
    simple_body: car.simple_body,
    simple_fuel: car.simple_fuel,
    price: car.price,
    price_range: priceRangeOf(car.price, context.priceBuckets),
    weekly_price_range: context.weeklyPrice === null ? null : weeklyPriceRangeOf(context.weeklyPrice),
    city: car.location.city,
    city_make: `${car.location.city} ${car.make}`,
    location_name: car.location.location_name,
    location_name_make: `${car.location.location_name} ${car.make}`,
    dealership_name: context.dealershipName,
    filtered_features: [...(context.filteredFeatures ?? [])],
    tag: car.tag,
    custom_rank: context.customRank ?? 0,
  }
}
