// How a vehicle is offered (issue 11), as one discriminated union on `kind`: a subscription always
// has its weekly price and term, a rental its rates and pick-up location, a sale nothing more.
import { z } from '../zod.js'

const dollars = z.number().positive().max(1_000_000)

const SaleListingSchema = z.object({ kind: z.literal('sale') })

const SubscriptionListingSchema = z.object({
  kind: z.literal('subscription'),
  /** Weekly price, registration, insurance and servicing included. */
  weekly_price: dollars,
  minimum_term_months: z.number().int().min(1).max(60),
  /** Kilometres included each week; null for unlimited. */
  km_allowance_per_week: z.number().int().positive().max(10_000).nullable(),
  /** Refundable bond paid before the first week. */
  bond: z.number().nonnegative().max(1_000_000).default(0),
})

const RentalListingSchema = z
  .object({
    kind: z.literal('rental'),
    daily_rate: dollars,
    weekly_rate: dollars,
    /** Where the renter collects the car. */
    pickup_location: z.string().trim().min(1).max(120),
  })
  .refine((rental) => rental.weekly_rate <= rental.daily_rate * 7, {
    path: ['weekly_rate'],
    message: 'weekly_rate must not be above seven daily rates',
  })

export const ListingSchema = z.discriminatedUnion('kind', [
  SaleListingSchema,
  SubscriptionListingSchema,
  RentalListingSchema,
])
export type Listing = z.infer<typeof ListingSchema>
export type ListingInput = z.input<typeof ListingSchema>
export type SubscriptionListing = z.infer<typeof SubscriptionListingSchema>
export type RentalListing = z.infer<typeof RentalListingSchema>
