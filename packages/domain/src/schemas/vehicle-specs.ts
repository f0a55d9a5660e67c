// A vehicle's family attributes (issue 11): what a truck, motorcycle or RV carries beyond a car's
// fields, as one discriminated union on `kind`, so a truck always has a GVM and a car never has one.
// Limits come before meaning: every number is bounded, so hostile input fails here.

import { AXLE_CONFIGURATIONS, OFF_ROAD_RATINGS } from '../families/vehicle-kinds.js'
import { z } from '../zod.js'

const kilograms = z.number().int().positive().max(200_000)

const CarSpecsSchema = z.object({ kind: z.literal('car') })

const TruckSpecsSchema = z
  .object({
    kind: z.literal('truck'),
    /** Gross vehicle mass: what the truck may weigh loaded (the licence class follows it). */
    gvm_kg: kilograms,
    /** Gross combination mass: truck, trailers and load together; null for a truck rated to tow none. */
    gcm_kg: kilograms.nullable().default(null),
    axle_configuration: z.enum(AXLE_CONFIGURATIONS),
    engine_hours: z.number().int().nonnegative().max(1_000_000).nullable().default(null),
    engine_power_hp: z.number().int().positive().max(2_000).nullable().default(null),
  })
  .refine((truck) => truck.gcm_kg === null || truck.gcm_kg >= truck.gvm_kg, {
    path: ['gcm_kg'],
    message: 'gcm_kg must not be below gvm_kg',
  })

const MotorcycleSpecsSchema = z.object({
  kind: z.literal('motorcycle'),
  /** Engine capacity; null for an electric motorcycle. */
  engine_cc: z.number().int().positive().max(3_000).nullable(),
  power_kw: z.number().positive().max(300).nullable().default(null),
  /** Tare (kerb) mass, which the learner schemes' power-to-weight ratio is measured against. */
  tare_kg: z.number().int().positive().max(1_000).nullable().default(null),
  /** On the AU Learner Approved Motorcycle Scheme list. */
  lams_approved: z.boolean().default(false),
  /** Approved under NZ's LAMS for learner and restricted riders. */
  nz_lams_approved: z.boolean().default(false),
})

const RvSpecsSchema = z
  .object({
    kind: z.literal('rv'),
    berths: z.number().int().min(1).max(12),
    /** Overall length in metres. */
    length_m: z.number().positive().max(20),
    tare_kg: kilograms.nullable().default(null),
    /** Aggregate trailer mass (a motorhome's GVM): the most it may weigh loaded. */
    atm_kg: kilograms.nullable().default(null),
    /** Tow ball download (a fifth wheeler's kingpin weight). */
    ball_weight_kg: z.number().int().nonnegative().max(2_000).nullable().default(null),
    slide_outs: z.number().int().min(0).max(6).default(0),
    off_road_rating: z.enum(OFF_ROAD_RATINGS).nullable().default(null),
    ensuite: z.boolean().default(false),
  })
  .refine((rv) => rv.tare_kg === null || rv.atm_kg === null || rv.tare_kg <= rv.atm_kg, {
    path: ['tare_kg'],
    message: 'tare_kg must not be above atm_kg',
  })
  .refine((rv) => rv.ball_weight_kg === null || rv.atm_kg === null || rv.ball_weight_kg <= rv.atm_kg, {
    path: ['ball_weight_kg'],
    message: 'ball_weight_kg must not be above atm_kg',
  })

export const VehicleSpecsSchema = z.discriminatedUnion('kind', [
  CarSpecsSchema,
  TruckSpecsSchema,
  MotorcycleSpecsSchema,
  RvSpecsSchema,
])
export type VehicleSpecs = z.infer<typeof VehicleSpecsSchema>
export type VehicleSpecsInput = z.input<typeof VehicleSpecsSchema>
export type TruckSpecs = z.infer<typeof TruckSpecsSchema>
export type MotorcycleSpecs = z.infer<typeof MotorcycleSpecsSchema>
export type RvSpecs = z.infer<typeof RvSpecsSchema>
