// The stock catalogue of each template family (ARCHITECTURE.md: every template family has demo
// dealers), in one shape so one generator serves them all, with the price and odometer ranges of
// each family's market.
import type { Template } from '@forecourt/domain'
import { MOTORCYCLE_CATALOGUE } from './motorcycle-catalogue.js'
import { RV_CATALOGUE } from './rv-catalogue.js'
import { TRUCK_CATALOGUE } from './truck-catalogue.js'
import { type CatalogueModel, VEHICLE_CATALOGUE } from './vehicle-catalogue.js'

export interface FamilyCatalogue {
  models: readonly CatalogueModel[]
  /** Prices are drawn inside these bounds (dollars) so every family looks like its market. */
  minPrice: number
  maxPrice: number
  /** Kilometres a used one travels a year, low and high (a towed RV has no odometer). */
  kmPerYear: readonly [number, number]
  /** Share of value kept each year of age. */
  valueKeptPerYear: number
  /** Beyond this odometer reading a used one is worth 15% less. */
  highKm: number
  /** The oldest a used one may be (a subscription fleet turns over every few years). */
  maxAgeYears?: number
}

const CARS: FamilyCatalogue = {
  models: VEHICLE_CATALOGUE,
  minPrice: 12_000,
  maxPrice: 95_000,
  kmPerYear: [9_000, 18_000],
  valueKeptPerYear: 0.85,
  highKm: 150_000,
}

/** The stock catalogue of each template family; subscriptions and rentals are recent cars. */
export const FAMILY_CATALOGUES: Record<Template, FamilyCatalogue> = {
  cars: CARS,
  subscriptions: { ...CARS, maxAgeYears: 3 },
  // Prime movers run 100,000 km a year and more; a B-double-rated FH16 is over half a million new.
  trucks: {
    models: TRUCK_CATALOGUE,
    minPrice: 25_000,
    maxPrice: 600_000,
    kmPerYear: [30_000, 110_000],
    valueKeptPerYear: 0.87,
    highKm: 800_000,
  },
  motorcycles: {
    models: MOTORCYCLE_CATALOGUE,
    minPrice: 3_000,
    maxPrice: 55_000,
    kmPerYear: [2_000, 7_000],
    valueKeptPerYear: 0.88,
    highKm: 50_000,
  },
  rvs: {
    models: RV_CATALOGUE,
    minPrice: 15_000,
    maxPrice: 260_000,
    kmPerYear: [5_000, 15_000],
    valueKeptPerYear: 0.9,
    highKm: 150_000,
  },
}
