import { z } from 'zod'

export const CAR_TYPES = ['new', 'used', 'demo'] as const
export const CarTypeSchema = z.enum(CAR_TYPES)
export type CarType = z.infer<typeof CarTypeSchema>

/** How a shopper may pay (§3 Payment processor). */
export const PaymentProcessorSchema = z.object({
  authorization_type: z.enum(['stripe', 'till', 'st_george', 'test']),
  authorization_key: z.string().nullable(),
  deposit_amount: z.number().nonnegative().nullable(),
  apple_pay_enabled: z.boolean().default(false),
  google_pay_enabled: z.boolean().default(false),
  google_merchant_id: z.string().nullable().default(null),
})
export type PaymentProcessor = z.infer<typeof PaymentProcessorSchema>

export const CarLocationSchema = z.object({
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  slug: z.string(),
  location_name: z.string(),
  distribution_locations: z.array(z.string()).default([]),
})

export const FinanceLenderSchema = z.object({
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
})
export type Car = z.infer<typeof CarSchema>
