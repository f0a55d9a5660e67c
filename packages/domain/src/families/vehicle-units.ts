// Units of the family attributes as AU/NZ listings write them.
const numbers = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 })

/** Kilograms: 2,800 kg. */
export function formatKg(kg: number): string {
  return `${numbers.format(Math.round(kg))} kg`
}

/** Engine capacity: 689 cc. */
export function formatCc(cc: number): string {
  return `${numbers.format(Math.round(cc))} cc`
}

/** Metres to one decimal place: 7.3 m. */
export function formatMetres(metres: number): string {
  return `${(Math.round(metres * 10) / 10).toFixed(1)} m`
}

/** Engine hours: 12,480 hrs. */
export function formatEngineHours(hours: number): string {
  return `${numbers.format(Math.round(hours))} hrs`
}

/** Power: 39 kW. */
export function formatKw(kw: number): string {
  return `${numbers.format(Math.round(kw * 10) / 10)} kW`
}
