import { z } from 'zod'
import { CarTypeSchema } from './schemas/car.js'

/** A car as the hosted search returns it (§3 Search hit). */
export const SearchHitSchema = z.object({
  objectID: z.string().optional(),
  slug: z.string().optional(),
  name: z.string(),
  label: z.string().nullable().default(null),
  price: z.number().nonnegative(),
  primary_image_url: z.string().nullable().default(null),
  make: z.string(),
  make_model: z.string(),
  car_type: CarTypeSchema,
  km: z.number().nonnegative(),
  year: z.number().int(),
  seats: z.number().int().positive().nullable().default(null),
  stocknum: z.string(),
})
export type SearchHit = z.infer<typeof SearchHitSchema>

/**
 * What a search listing asks the index to return for each hit (`attributesToRetrieve`; objectID
 * always comes back): the §3 hit and every other field a result card reads from it, the family's
 * attributes whole as `specs` and `listing_terms`. Not the attributes that only facets, filters and
 * ranking use — price buckets, the combined `city_make`-style attributes, `filtered_features`,
 * `custom_rank`, the flat family attributes — which were about a third of every answer.
 */
export const SEARCH_HIT_ATTRIBUTES = [
  // §3 Search hit
  'name',
  'label',
  'price',
  'primary_image_url',
  'make',
  'make_model',
  'car_type',
  'km',
  'year',
  'seats',
  'stocknum',
  // What a result card reads besides (its chips, price headline, badges, finance estimate, links)
  'slug',
  'model',
  'badge',
  'series',
  'price_type',
  'status',
  'sold',
  'reserved',
  'reservable',
  'tag',
  'certified',
  'created_at',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'simple_drive',
  'fuel',
  'photos_count',
  'dealership_id',
  'dealership_slug',
  'location',
  'finance_lenders',
  'specs',
  'listing_terms',
] as const
