/**
 * How far a location is, as a shopper reads it beside the card: whole kilometres from 10 km, one
 * decimal below, and 'Less than 1 km away' rather than a false '0 km away' from a postcode's centre.
 */
export function distanceLabel(km: number): string {
  if (km < 1) return 'Less than 1 km away'
  if (km < 10) return `${(Math.round(km * 10) / 10).toLocaleString('en-AU')} km away`
  return `${Math.round(km).toLocaleString('en-AU')} km away`
}
