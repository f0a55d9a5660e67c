import { type Location, locationTypeOf } from './location.js'

/** What a location block shows (§2): a kind, or a single location id. */
export type LocationSelection =
  | 'primary'
  | 'sales'
  | 'service'
  | 'parts'
  | 'service-and-parts'
  | 'all'
  | number

/**
 * Locations for a block (§2, §3: an empty type means sales). Hidden locations are left out and the
 * rest ordered by position — the spec has the fields but not the rule; it is what a dealer expects.
 */
export function selectLocations<
  T extends Pick<Location, 'id' | 'primary' | 'location_type' | 'visible' | 'position'>,
>(locations: readonly T[], selection: LocationSelection): T[] {
  const visible = locations.filter((location) => location.visible).sort((a, b) => a.position - b.position)
  if (typeof selection === 'number') return visible.filter((location) => location.id === selection)
  switch (selection) {
    case 'all':
      return visible
    case 'primary':
      return visible.filter((location) => location.primary)
    case 'service-and-parts':
      return visible.filter((location) => locationTypeOf(location) !== 'sales')
    default:
      return visible.filter((location) => locationTypeOf(location) === selection)
  }
}
