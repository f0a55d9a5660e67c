// Garages: the zod schemas of garage.ts, kept apart from its rules so a page that uses only a rule
// never builds a schema (the domain ships one file per module with sideEffects: false).
import { z } from '../zod.js'

/** How the garage form treats a field: asked and required, asked, or not asked at all. */
const GarageFieldModeSchema = z.enum(['required', 'optional', 'hidden'])
export type GarageFieldMode = z.infer<typeof GarageFieldModeSchema>

/**
 * A site's garage page (§3 `garage_settings`, beside `garage_enabled`). Make and model always
 * name a vehicle; the site decides whether rego, year and odometer are asked and required, and
 * which of its pages each vehicle links to.
 */
export const GarageSettingsSchema = z.object({
  heading: z.string().trim().min(1).max(80).default('My Garage'),
  intro: z
    .string()
    .trim()
    .max(500)
    .default('Keep your cars here and get a trade-in valuation for any of them in one step.'),
  fields: z
    .object({
      rego: GarageFieldModeSchema.default('required'),
      year: GarageFieldModeSchema.default('required'),
      odometer_km: GarageFieldModeSchema.default('optional'),
    })
    .prefault({}),
  /** Each vehicle links to the Sell Your Car valuation (/valuations) filled with its details. */
  trade_in_link: z.boolean().default(true),
  /** Each vehicle links to Book a Service (/service) with its rego. */
  service_link: z.boolean().default(false),
})
export type GarageSettings = z.infer<typeof GarageSettingsSchema>
export type GarageSettingsInput = z.input<typeof GarageSettingsSchema>

/** A vehicle a signed-in shopper keeps in their garage on one dealer's site. */
export const GarageVehicleSchema = z.object({
  id: z.number().int().positive(),
  rego: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  odometer_km: z.number().int().nullable(),
  created_at: z.string(),
})
export type GarageVehicle = z.infer<typeof GarageVehicleSchema>
