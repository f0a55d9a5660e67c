import {
  CarSchema,
  GarageVehicleSchema,
  LocationSchema,
  ManufacturerSchema,
  ModelSchema,
  NavigationSchema,
  SiteConfigSchema,
} from '@forecourt/domain'
import { z } from 'zod'

// Shapes of the API's answers, named once: the OpenAPI document is generated from them and the
// tests parse real answers with them, so the document cannot drift from what is served.

export const ErrorAnswerSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})

export const SiteListAnswerSchema = z.object({
  sites: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      template: z.string(),
      region: z.string(),
      hostnames: z.array(z.string()),
      url: z.string(),
    }),
  ),
})
export const SiteAnswerSchema = z.object({ site: SiteConfigSchema })
export const NavigationAnswerSchema = z.object({ navigation: NavigationSchema })
export const LocationDetailSchema = LocationSchema.extend({ images: z.array(z.string()) })
export const LocationListAnswerSchema = z.object({ locations: z.array(LocationDetailSchema) })
export const LocationAnswerSchema = z.object({ location: LocationDetailSchema })
export const NearestLocationListAnswerSchema = z.object({
  postcode: z.string(),
  /** The postcode's point as the geocoder answered it. */
  origin: z.object({ lat: z.number(), lng: z.number() }),
  /** Visible locations nearest first; distance_km (one decimal) is null without coordinates. */
  locations: z.array(LocationDetailSchema.extend({ distance_km: z.number().nullable() })),
})
export const ModelListAnswerSchema = z.object({
  models: z.array(
    ModelSchema.extend({
      id: z.number().int(),
      body: z.string().nullable(),
      manufacturer_id: z.number().int().nullable(),
    }),
  ),
})
export const ManufacturerListAnswerSchema = z.object({ manufacturers: z.array(ManufacturerSchema) })
export const SiteManufacturerListAnswerSchema = z.object({
  manufacturers: z.array(ManufacturerSchema.extend({ car_count: z.number().int() })),
})
export const CarPageAnswerSchema = z.object({
  cars: z.array(CarSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
})
export const CarAnswerSchema = z.object({ car: CarSchema })
export const CarViewsAnswerSchema = z.object({ views: z.number().int() })
export const SignInCodeAnswerSchema = z.object({ sent: z.literal(true), expires_in: z.number().int() })
export const WatchlistAnswerSchema = z.object({
  entries: z.array(z.object({ id: z.number().int(), car: CarSchema })),
})
export const GarageAnswerSchema = z.object({
  vehicles: z.array(GarageVehicleSchema),
  max_vehicles: z.number().int(),
})
export const GarageVehicleAnswerSchema = z.object({ vehicle: GarageVehicleSchema })
export const SuccessAnswerSchema = z.object({ success: z.literal(true) })
export const PhoneRevealAnswerSchema = z.object({ recorded: z.literal(true) })
export const PhoneRevealCountAnswerSchema = z.object({ car_id: z.number().int(), reveals: z.number().int() })
const PaymentIntentSummarySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.enum(['aud', 'nzd']),
  status: z.string(),
})
export const PaymentIntentAnswerSchema = z.object({
  clientSecret: z.string(),
  paymentIntent: PaymentIntentSummarySchema,
  processor: z.enum(['stripe', 'test']),
  publishable_key: z.string().nullable(),
})
export const PaymentConfirmAnswerSchema = z.object({ paymentIntent: PaymentIntentSummarySchema })
export const ReservationAnswerSchema = z.object({
  reservation: z.object({ id: z.number().int(), car_id: z.number().int(), payment_intent_id: z.string() }),
})
export const ModelDepositAnswerSchema = z.object({
  deposit: z.object({ id: z.number().int(), model_id: z.number().int(), payment_intent_id: z.string() }),
})
/** POST /v1/reservations: a car's reservation, or a new-car model's recorded deposit. */
export const ReservationOrDepositAnswerSchema = z.union([ReservationAnswerSchema, ModelDepositAnswerSchema])
