import { EARTH_RADIUS_KM } from './constants.js'

export interface Coordinates {
  lat: number
  lng: number
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance by the haversine formula with R = 6371 km (§9). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = toRadians(to.lat - from.lat)
  const dLng = toRadians(to.lng - from.lng)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * The nearest of some places to a point, with its distance; places without coordinates are skipped
 * and the first of equals wins.
 */
export function nearest<T>(
  origin: Coordinates,
  places: readonly T[],
  coordinatesOf: (place: T) => Coordinates | null,
): { place: T; distanceKm: number } | undefined {
  let best: { place: T; distanceKm: number } | undefined
  for (const place of places) {
    const at = coordinatesOf(place)
    if (!at) continue
    const km = distanceKm(origin, at)
    if (!best || km < best.distanceKm) best = { place, distanceKm: km }
  }
  return best
}

/** Location coordinates, or null when the address has none. */
export function locationCoordinates(location: {
  address: { lat: number | null; lng: number | null; lang?: number | null | undefined }
}): Coordinates | null {
  const { lat } = location.address
  const lng = location.address.lng ?? location.address.lang ?? null
  return lat === null || lng === null ? null : { lat, lng }
}
