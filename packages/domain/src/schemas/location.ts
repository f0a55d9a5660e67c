// Locations: the zod schemas of location.ts, kept apart from its rules so a page that uses only a rule
// never builds a schema (the domain ships one file per module with sideEffects: false).

import { LOCATION_TYPES } from '../location.js'
import { OpeningHourSchema, SpecialHoursSchema } from '../opening-hour.js'
import { z } from '../zod.js'

export const AddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  lat: z.number().nullable().default(null),
  lng: z.number().nullable().default(null),
  /** The spec's own spelling of longitude on site addresses (§3); read through `longitudeOf`. */
  lang: z.number().nullable().optional(),
  place_url: z.string().nullable().optional(),
  place_id: z.string().nullable().optional(),
  map_key: z.string().nullable().optional(),
})
export type Address = z.infer<typeof AddressSchema>

/** One review shown on a location card (§3; item fields are not in the spec, these are the usual ones). */
const ReviewSchema = z.object({
  author_name: z.string(),
  rating: z.number().min(0).max(5),
  text: z.string().default(''),
  date: z.string().nullable().default(null),
})
export type Review = z.infer<typeof ReviewSchema>

const LocationReviewsSchema = z.object({
  average_rating: z.number().min(0).max(5).nullable().default(null),
  count: z.number().int().nonnegative().default(0),
  list: z.array(ReviewSchema).default([]),
})

const ContactDetailSchema = z.object({
  phone: z.string(),
  landline_phone: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  opening_hours: z.array(OpeningHourSchema),
  youtube_url: z.string().nullable().optional(),
  linkedin_url: z.string().nullable().optional(),
})

/** A dealership location (§3 Location). */
export const LocationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().min(1),
  primary: z.boolean(),
  position: z.number().int(),
  visible: z.boolean(),
  location_type: z.enum(LOCATION_TYPES).or(z.literal('')),
  /** May include 'buying' (§3). */
  location_subtype: z.string().nullable().default(null),
  manufacturers: z.array(z.string()).optional(),
  dealership_id: z.number().int().positive(),
  dealership_slug: z.string(),
  dealership_name: z.string(),
  address: AddressSchema,
  contact_detail: ContactDetailSchema,
  special_hours: z.array(SpecialHoursSchema).default([]),
  average_rating: z.number().min(0).max(5).nullable().default(null),
  review_count: z.number().int().nonnegative().default(0),
  reviews: LocationReviewsSchema.optional(),
  dealer_license_number: z.string().nullable().default(null),
  motor_vehicle_repairer: z.string().nullable().default(null),
  image: z.string().nullable().default(null),
  distribution_locations: z.array(z.string()).optional(),
})
export type Location = z.infer<typeof LocationSchema>
export type LocationInput = z.input<typeof LocationSchema>
