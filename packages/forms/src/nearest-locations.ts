// The forms' location pick by distance (issue 16 row 3): once the shopper's postcode is known, the
// Location choices list the nearest first, each with how far it is, and an empty choice takes the
// nearest. The distances come from the platform's geocoder through the page (the rule, 6371 km
// haversine, is the domain's); this only orders what the form already offers.
import { distanceLabel } from '@forecourt/domain'
import type { FormOption } from './form-context.js'
import type { ResolvedStep } from './resolve-form.js'

/** A location choice's distance from the shopper's postcode, nearest first as the platform said. */
export interface LocationDistance {
  /** The choice's value (the location's name, as the form offers it). */
  value: string
  /** Kilometres; null for a location without coordinates, which keeps its place after the rest. */
  distanceKm: number | null
}

/**
 * The choices nearest first, each labelled with its distance; a choice the platform did not place
 * keeps the dealer's order after those it did. Values never change, so validation is unaffected.
 */
export function orderByDistance(
  choices: readonly FormOption[],
  distances: readonly LocationDistance[],
): FormOption[] {
  const placed = distances.filter((entry) => entry.distanceKm !== null)
  const rank = new Map(placed.map((entry, index) => [entry.value, index]))
  const km = new Map(placed.map((entry) => [entry.value, entry.distanceKm as number]))
  const nearFirst = choices
    .filter((choice) => rank.has(choice.value))
    .sort((a, b) => (rank.get(a.value) ?? 0) - (rank.get(b.value) ?? 0))
  const rest = choices.filter((choice) => !rank.has(choice.value))
  return [
    ...nearFirst.map((choice) => ({
      ...choice,
      label: `${choice.label} (${distanceLabel(km.get(choice.value) ?? 0)})`,
    })),
    ...rest,
  ]
}

/** The field the distance orders: a Location choice (§3 locationSelect). */
const LOCATION_CHOICE_TYPE = 'locationSelect'

/** Whether a resolved form asks the shopper to choose a location. */
export function asksForLocation(steps: readonly ResolvedStep[]): boolean {
  return steps.some((step) => step.fields.some((field) => field.type === LOCATION_CHOICE_TYPE))
}

/** The steps with each Location choice ordered by distance (orderByDistance). */
export function withLocationsByDistance(
  steps: readonly ResolvedStep[],
  distances: readonly LocationDistance[],
): ResolvedStep[] {
  return steps.map((step) => ({
    ...step,
    fields: step.fields.map((field) =>
      field.type === LOCATION_CHOICE_TYPE
        ? { ...field, options: orderByDistance(field.options, distances) }
        : field,
    ),
  }))
}
