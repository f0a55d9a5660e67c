import { CAR_TYPE_LABELS, type Car } from './car.js'
import { formatKm } from './money.js'
import { DEFAULT_CAR_SEARCH_ATTRIBUTES, type DefaultCarSearchAttribute } from './search-attributes.js'

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

export interface CarSearchAttribute {
  attribute: DefaultCarSearchAttribute
  label: string
}

/**
 * A result card's attribute chips: the default car search attributes (§9 car_type, simple_body,
 * km, simple_transmission, stocknum) in that order, as a shopper reads them; an attribute the car
 * does not have is left out rather than shown blank.
 */
export function carSearchAttributes(
  car: Pick<Car, 'car_type' | 'simple_body' | 'km' | 'simple_transmission' | 'stocknum'>,
): CarSearchAttribute[] {
  const labels: Record<CarSearchAttribute['attribute'], string> = {
    car_type: CAR_TYPE_LABELS[car.car_type] ?? '',
    simple_body: car.simple_body,
    km: formatKm(car.km),
    simple_transmission: car.simple_transmission,
    stocknum: car.stocknum ? `Stock # ${car.stocknum}` : '',
  }
  return DEFAULT_CAR_SEARCH_ATTRIBUTES.flatMap((attribute) =>
    labels[attribute] ? [{ attribute, label: labels[attribute] }] : [],
  )
}
