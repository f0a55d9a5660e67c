import type { Car } from './car.js'
import { formatKm } from './money.js'

export interface CarFact {
  label: string
  value: string
}

type FactSource = Pick<
  Car,
  | 'year'
  | 'km'
  | 'simple_body'
  | 'simple_transmission'
  | 'simple_fuel'
  | 'simple_drive'
  | 'seats'
  | 'stocknum'
  | 'vin'
>

/**
 * A car's key details as its page and its printable page list them, in that order; a detail the
 * car does not have (no VIN, no drive type, an empty string) is left out rather than shown blank.
 */
export function carKeyFacts(car: FactSource): CarFact[] {
  const facts: [string, string | number | null][] = [
    ['Year', car.year],
    ['Kilometres', formatKm(car.km)],
    ['Body', car.simple_body],
    ['Transmission', car.simple_transmission],
    ['Fuel', car.simple_fuel],
    ['Drive', car.simple_drive],
    ['Seats', car.seats],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
  ]
  return facts.flatMap(([label, value]) =>
    value === null || value === '' ? [] : [{ label, value: String(value) }],
  )
}
