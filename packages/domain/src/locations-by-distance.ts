import { type Coordinates, distanceKm } from './distance.js'

/** A place with its distance from the origin; null when the place has no coordinates. */
export interface PlaceByDistance<T> {
  place: T
  distanceKm: number | null
}

/**
 * Places nearest first from an origin (§7 geocode, §9 R = 6371 km). Places without coordinates
 * go last, in their given order; equal distances keep their given order too (a stable sort), so a
 * group's own ordering (primary, position) decides ties.
 */
export function locationsByDistance<T>(
  origin: Coordinates,
  places: readonly T[],
  coordinatesOf: (place: T) => Coordinates | null,
): PlaceByDistance<T>[] {
  const measured = places.map((place) => {
    const at = coordinatesOf(place)
    return { place, distanceKm: at ? distanceKm(origin, at) : null }
  })
  // Array.prototype.sort is stable (ES2019), which the tie rule above relies on.
  return measured.sort((a, b) => {
    if (a.distanceKm === null) return b.distanceKm === null ? 0 : 1
    if (b.distanceKm === null) return -1
    return a.distanceKm - b.distanceKm
  })
}
