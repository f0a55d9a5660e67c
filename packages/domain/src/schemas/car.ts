// Cars: the zod schemas of car.ts, kept apart from its rules so a page that uses only a rule
// never builds a schema (the domain ships one file per module with sideEffects: false).

import { CAR_TYPES } from '../car.js'
import { z } from '../zod.js'
import { ListingSchema } from './listing.js'
import { PaymentProcessorSchema } from './payment-processor.js'
import { VehicleSpecsSchema } from './vehicle-specs.js'

export const CarTypeSchema = z.enum(CAR_TYPES)
export type CarType = z.infer<typeof CarTypeSchema>

/** The selling location as embedded in a car (§3). */
const CarLocationSchema = z.object({
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  slug: z.string(),
  location_name: z.string(),
  distribution_locations: z.array(z.string()).default([]),
})

/** A lender offer on a car; the Angle layout reads its deposit and termYears (§3, §9). */
const FinanceLenderSchema = z.object({
  name: z.string(),
  deposit: z.number().nonnegative(),
  termYears: z.number().int().positive(),
})

/** A vehicle in a dealer's stock (§3 Car). */
export const CarSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  year: z.number().int().min(1900).max(2100),
  make: z.string().min(1),
  model: z.string().min(1),
  badge: z.string().nullable(),
  series: z.string().nullable(),
  car_type: CarTypeSchema,
  km: z.number().int().nonnegative(),
  price: z.number().nonnegative(),
  price_type: z.string(),
  status: z.string(),
  sold: z.boolean(),
  reserved: z.boolean(),
  reservable: z.boolean().nullable(),
  tag: z.string().nullable(),
  certified: z.boolean(),
  created_at: z.string(),
  views: z.number().int().nonnegative(),
  stocknum: z.string(),
  vin: z.string().nullable(),
  simple_body: z.string(),
  simple_transmission: z.string(),
  simple_fuel: z.string(),
  simple_drive: z.string().nullable(),
  fuel: z.string().nullable(),
  seats: z.number().int().positive().nullable(),
  photos_count: z.number().int().nonnegative(),
  images: z.array(z.string()),
  thumbnails: z.array(z.string()),
  primary_image_url: z.string().nullable(),
  file: z.string().nullable(),
  dealership_id: z.number().int().positive(),
  dealership_slug: z.string(),
  location: CarLocationSchema,
  payment_processors: z.array(PaymentProcessorSchema),
  has_checkout_payment_processor: z.boolean(),
  finance_lenders: z.array(FinanceLenderSchema),
  show_on_dealer_website: z.boolean(),
  /** How the vehicle is offered: sold (the default), subscribed to or rented (issue 11). */
  listing: ListingSchema.default({ kind: 'sale' }),
  /** The family attributes of a truck, motorcycle or RV; a car has none beyond its own fields. */
  specs: VehicleSpecsSchema.default({ kind: 'car' }),
})
export type Car = z.infer<typeof CarSchema>
export type CarInput = z.input<typeof CarSchema>
