// The family attributes a search record carries, flat, so every family's facets, ranges and toggles
// (issue 11: GVM, licence class, LAMS, berths, weekly price…) filter in Algolia and in the
// platform's own engine alike. An attribute a vehicle does not have is null: no facet value, no
// numeric match.
import type { Car } from '../car.js'
import type { Region } from '../region.js'
import { isLamsApproved } from './lams.js'
import { type LicenceClass, truckLicenceClass } from './truck-licence-class.js'

/** Family attributes of the index: facet values (strings, booleans) or numbers (ranges). */
export const FAMILY_SEARCH_ATTRIBUTES = {
  listing: 'facet',
  weekly_rate: 'numeric',
  daily_rate: 'numeric',
  minimum_term_months: 'facet',
  km_allowance_per_week: 'numeric',
  pickup_location: 'facet',
  gvm_kg: 'numeric',
  gcm_kg: 'numeric',
  axle_configuration: 'facet',
  engine_hours: 'numeric',
  licence_class: 'facet',
  engine_cc: 'numeric',
  power_kw: 'numeric',
  lams: 'facet',
  berths: 'facet',
  length_m: 'numeric',
  tare_kg: 'numeric',
  atm_kg: 'numeric',
  slide_outs: 'facet',
  off_road_rating: 'facet',
  ensuite: 'facet',
} as const
export type FamilySearchAttribute = keyof typeof FAMILY_SEARCH_ATTRIBUTES

export interface FamilySearchAttributes {
  listing: Car['listing']['kind']
  /** A subscription's weekly price or a rental's weekly rate: what the subscriptions slider ranges over. */
  weekly_rate: number | null
  daily_rate: number | null
  minimum_term_months: number | null
  km_allowance_per_week: number | null
  pickup_location: string | null
  gvm_kg: number | null
  gcm_kg: number | null
  axle_configuration: string | null
  engine_hours: number | null
  licence_class: LicenceClass | null
  engine_cc: number | null
  power_kw: number | null
  lams: boolean | null
  berths: number | null
  length_m: number | null
  tare_kg: number | null
  atm_kg: number | null
  slide_outs: number | null
  off_road_rating: string | null
  ensuite: boolean | null
}

/** A car's family attributes as its search record holds them, for a site in `region`. */
export function familySearchAttributes(
  car: Pick<Car, 'listing' | 'specs' | 'simple_body'>,
  region: Region,
): FamilySearchAttributes {
  const { listing, specs } = car
  const subscription = listing.kind === 'subscription' ? listing : null
  const rental = listing.kind === 'rental' ? listing : null
  const truck = specs.kind === 'truck' ? specs : null
  const motorcycle = specs.kind === 'motorcycle' ? specs : null
  const rv = specs.kind === 'rv' ? specs : null
  return {
    listing: listing.kind,
    weekly_rate: subscription?.weekly_price ?? rental?.weekly_rate ?? null,
    daily_rate: rental?.daily_rate ?? null,
    minimum_term_months: subscription?.minimum_term_months ?? null,
    km_allowance_per_week: subscription?.km_allowance_per_week ?? null,
    pickup_location: rental?.pickup_location ?? null,
    gvm_kg: truck?.gvm_kg ?? null,
    gcm_kg: truck?.gcm_kg ?? null,
    axle_configuration: truck?.axle_configuration ?? null,
    engine_hours: truck?.engine_hours ?? null,
    licence_class: truck ? truckLicenceClass(truck, car.simple_body, region) : null,
    engine_cc: motorcycle?.engine_cc ?? null,
    power_kw: motorcycle?.power_kw ?? null,
    lams: motorcycle ? isLamsApproved(motorcycle, region) : null,
    berths: rv?.berths ?? null,
    length_m: rv?.length_m ?? null,
    tare_kg: rv?.tare_kg ?? null,
    atm_kg: rv?.atm_kg ?? null,
    slide_outs: rv?.slide_outs ?? null,
    off_road_rating: rv?.off_road_rating ?? null,
    ensuite: rv ? rv.ensuite : null,
  }
}
