import { z } from 'zod'

/** Opening hour entry: weekday 0 (Sunday) … 6 (Saturday) (§3). */
export const OpeningHourSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  open: z.string().nullable(),
  close: z.string().nullable(),
  status: z.enum(['Open', 'Closed']),
  formated_hours: z.string().nullable().default(null),
})
export type OpeningHour = z.infer<typeof OpeningHourSchema>

/** Holiday (special) hours entry (§3). */
export const SpecialHoursSchema = z.object({
  date: z.string(),
  status: z.enum(['Open', 'Closed']),
  start_hour: z.string().nullable(),
  end_hour: z.string().nullable(),
})
export type SpecialHours = z.infer<typeof SpecialHoursSchema>

export const LOCATION_TYPES = ['sales', 'service', 'parts'] as const

export const AddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  lat: z.number().nullable().default(null),
  lng: z.number().nullable().default(null),
})
export type Address = z.infer<typeof AddressSchema>

/** A dealership location (§3 Location). */
export const LocationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().min(1),
  primary: z.boolean(),
  position: z.number().int(),
  visible: z.boolean(),
  location_type: z.enum(LOCATION_TYPES).or(z.literal('')),
  location_subtype: z.string().nullable().default(null),
  dealership_id: z.number().int().positive(),
  dealership_slug: z.string(),
  dealership_name: z.string(),
  address: AddressSchema,
  contact_detail: z.object({
    phone: z.string(),
    landline_phone: z.string().nullable().default(null),
    email: z.string().nullable().default(null),
    opening_hours: z.array(OpeningHourSchema),
  }),
  special_hours: z.array(SpecialHoursSchema).default([]),
  average_rating: z.number().min(0).max(5).nullable().default(null),
  review_count: z.number().int().nonnegative().default(0),
  dealer_license_number: z.string().nullable().default(null),
  motor_vehicle_repairer: z.string().nullable().default(null),
  image: z.string().nullable().default(null),
})
export type Location = z.infer<typeof LocationSchema>
