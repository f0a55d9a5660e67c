import { CarTypeSchema } from './schemas/car.js'
import { z } from './zod.js'

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
