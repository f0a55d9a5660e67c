// Every attribute a result card chip or a car page's specification row can show, with its label and
// its value as a shopper reads it. A family profile lists which it shows, in its order; a value the
// vehicle does not have (a car's GVM, a caravan's odometer, 'Not Applicable') is left out, never
// shown blank.
import { CAR_TYPE_LABELS, type Car } from '../car.js'
import { formatKm, formatPrice } from '../money.js'
import type { Currency, Region } from '../region.js'
import { isLamsApproved } from './lams.js'
import { LISTING_KIND_LABELS } from './listing-kinds.js'
import { kmAllowanceText, minimumTermText, subscriptionInclusionsText } from './subscription-terms.js'
import { towVehicleHint } from './tow-vehicle-hint.js'
import { licenceClassLabel, truckLicenceClass } from './truck-licence-class.js'
import { isTowableRvType } from './vehicle-kinds.js'
import { formatCc, formatEngineHours, formatKg, formatKw, formatMetres } from './vehicle-units.js'

const VEHICLE_ATTRIBUTE_KEYS = [
  'listing',
  'car_type',
  'year',
  'km',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'simple_drive',
  'seats',
  'stocknum',
  'vin',
  'gvm_kg',
  'gcm_kg',
  'axle_configuration',
  'engine_hours',
  'engine_power_hp',
  'licence_class',
  'engine_cc',
  'power_kw',
  'lams',
  'berths',
  'length_m',
  'tare_kg',
  'atm_kg',
  'ball_weight_kg',
  'tow_vehicle',
  'slide_outs',
  'off_road_rating',
  'ensuite',
  'weekly_price',
  'minimum_term',
  'km_allowance',
  'bond',
  'inclusions',
  'daily_rate',
  'weekly_rate',
  'pickup_location',
] as const
export type VehicleAttributeKey = (typeof VEHICLE_ATTRIBUTE_KEYS)[number]

/** What formatting a value needs beyond the car: the site's region (licence class, LAMS) and currency. */
export interface AttributeContext {
  region: Region
  currency: Currency
}

type Value = string | null

interface AttributeFormat {
  label: string
  /** The specification table's value. */
  value: (car: Car, context: AttributeContext) => Value
  /** The result card's chip, which must read alone ('GVM 8,500 kg'); the value when absent. */
  chip?: (car: Car, context: AttributeContext) => Value
}

const NOT_APPLICABLE = 'Not Applicable'
const text = (value: string | null | undefined): Value => (value && value !== NOT_APPLICABLE ? value : null)
const yesNo = (value: boolean): string => (value ? 'Yes' : 'No')
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

const truckOf = (car: Car) => (car.specs.kind === 'truck' ? car.specs : null)
const motorcycleOf = (car: Car) => (car.specs.kind === 'motorcycle' ? car.specs : null)
const rvOf = (car: Car) => (car.specs.kind === 'rv' ? car.specs : null)
const subscriptionOf = (car: Car) => (car.listing.kind === 'subscription' ? car.listing : null)
const rentalOf = (car: Car) => (car.listing.kind === 'rental' ? car.listing : null)
const kgOf = (kg: number | null | undefined): Value => (kg == null ? null : formatKg(kg))
const labelled = (label: string, value: Value): Value => (value === null ? null : `${label} ${value}`)

const ATTRIBUTES: Readonly<Record<VehicleAttributeKey, AttributeFormat>> = {
  listing: {
    label: 'Listing',
    // A sale is what every listing is unless it says otherwise: only the other kinds are worth a word.
    value: (car) => (car.listing.kind === 'sale' ? null : LISTING_KIND_LABELS[car.listing.kind]),
  },
  car_type: { label: 'Condition', value: (car) => CAR_TYPE_LABELS[car.car_type] ?? null },
  year: { label: 'Year', value: (car) => String(car.year) },
  km: {
    label: 'Kilometres',
    // A towed RV has no odometer of its own.
    value: (car) => (car.specs.kind === 'rv' && isTowableRvType(car.simple_body) ? null : formatKm(car.km)),
  },
  simple_body: { label: 'Body', value: (car) => text(car.simple_body) },
  simple_transmission: { label: 'Transmission', value: (car) => text(car.simple_transmission) },
  simple_fuel: { label: 'Fuel', value: (car) => text(car.simple_fuel) },
  simple_drive: { label: 'Drive', value: (car) => text(car.simple_drive) },
  seats: { label: 'Seats', value: (car) => (car.seats === null ? null : String(car.seats)) },
  stocknum: {
    label: 'Stock number',
    value: (car) => text(car.stocknum),
    chip: (car) => (car.stocknum ? `Stock # ${car.stocknum}` : null),
  },
  vin: { label: 'VIN', value: (car) => text(car.vin) },
  gvm_kg: {
    label: 'GVM',
    value: (car) => kgOf(truckOf(car)?.gvm_kg),
    chip: (car) => labelled('GVM', kgOf(truckOf(car)?.gvm_kg)),
  },
  gcm_kg: {
    label: 'GCM',
    value: (car) => kgOf(truckOf(car)?.gcm_kg),
    chip: (car) => labelled('GCM', kgOf(truckOf(car)?.gcm_kg)),
  },
  axle_configuration: {
    label: 'Axle configuration',
    value: (car) => truckOf(car)?.axle_configuration ?? null,
  },
  engine_hours: {
    label: 'Engine hours',
    value: (car) => {
      const hours = truckOf(car)?.engine_hours
      return hours == null ? null : formatEngineHours(hours)
    },
  },
  engine_power_hp: {
    label: 'Engine power',
    value: (car) => {
      const hp = truckOf(car)?.engine_power_hp
      return hp == null ? null : `${hp} hp`
    },
  },
  licence_class: {
    label: 'Licence class',
    value: (car, { region }) => {
      const truck = truckOf(car)
      return truck ? licenceClassLabel(truckLicenceClass(truck, car.simple_body, region)) : null
    },
    chip: (car, { region }) => {
      const truck = truckOf(car)
      return truck ? `${truckLicenceClass(truck, car.simple_body, region)} licence` : null
    },
  },
  engine_cc: {
    label: 'Engine capacity',
    value: (car) => {
      const cc = motorcycleOf(car)?.engine_cc
      return cc == null ? null : formatCc(cc)
    },
  },
  power_kw: {
    label: 'Power',
    value: (car) => {
      const kw = motorcycleOf(car)?.power_kw
      return kw == null ? null : formatKw(kw)
    },
  },
  lams: {
    label: 'LAMS approved',
    value: (car, { region }) => {
      const motorcycle = motorcycleOf(car)
      return motorcycle ? yesNo(isLamsApproved(motorcycle, region)) : null
    },
    chip: (car, { region }) => {
      const motorcycle = motorcycleOf(car)
      return motorcycle && isLamsApproved(motorcycle, region) ? 'LAMS approved' : null
    },
  },
  berths: {
    label: 'Berths',
    value: (car) => {
      const berths = rvOf(car)?.berths
      return berths == null ? null : String(berths)
    },
    chip: (car) => {
      const berths = rvOf(car)?.berths
      return berths == null ? null : plural(berths, 'berth', 'berths')
    },
  },
  length_m: {
    label: 'Length',
    value: (car) => {
      const length = rvOf(car)?.length_m
      return length == null ? null : formatMetres(length)
    },
  },
  tare_kg: { label: 'Tare', value: (car) => kgOf(rvOf(car)?.tare_kg) },
  atm_kg: {
    label: 'ATM',
    value: (car) => kgOf(rvOf(car)?.atm_kg),
    chip: (car) => labelled('ATM', kgOf(rvOf(car)?.atm_kg)),
  },
  ball_weight_kg: { label: 'Ball weight', value: (car) => kgOf(rvOf(car)?.ball_weight_kg) },
  tow_vehicle: {
    label: 'Tow vehicle',
    value: (car) => {
      const rv = rvOf(car)
      return rv
        ? (towVehicleHint({ body: car.simple_body, atmKg: rv.atm_kg, ballWeightKg: rv.ball_weight_kg })
            ?.text ?? null)
        : null
    },
    chip: () => null,
  },
  slide_outs: {
    label: 'Slide-outs',
    value: (car) => {
      const count = rvOf(car)?.slide_outs
      return count ? String(count) : null
    },
    chip: (car) => {
      const count = rvOf(car)?.slide_outs
      return count ? plural(count, 'slide-out', 'slide-outs') : null
    },
  },
  off_road_rating: { label: 'Off-road rating', value: (car) => rvOf(car)?.off_road_rating ?? null },
  ensuite: {
    label: 'Ensuite',
    value: (car) => {
      const rv = rvOf(car)
      return rv ? yesNo(rv.ensuite) : null
    },
    chip: (car) => (rvOf(car)?.ensuite ? 'Ensuite' : null),
  },
  weekly_price: {
    label: 'Weekly subscription',
    value: (car, { currency }) => {
      const terms = subscriptionOf(car)
      return terms ? `${formatPrice(terms.weekly_price, currency)} per week` : null
    },
  },
  minimum_term: {
    label: 'Minimum term',
    value: (car) => {
      const months = subscriptionOf(car)?.minimum_term_months
      return months == null ? null : plural(months, 'month', 'months')
    },
    chip: (car) => {
      const months = subscriptionOf(car)?.minimum_term_months
      return months == null ? null : minimumTermText(months)
    },
  },
  km_allowance: {
    label: 'Kilometre allowance',
    value: (car) => {
      const terms = subscriptionOf(car)
      return terms ? kmAllowanceText(terms.km_allowance_per_week) : null
    },
  },
  bond: {
    label: 'Bond',
    value: (car, { currency }) => {
      const terms = subscriptionOf(car)
      if (!terms) return null
      return terms.bond > 0 ? formatPrice(terms.bond, currency) : 'No bond'
    },
    chip: () => null,
  },
  inclusions: {
    label: 'Includes',
    value: (car) => (subscriptionOf(car) ? subscriptionInclusionsText().replace(/^Includes /, '') : null),
    chip: (car) => (subscriptionOf(car) ? 'Rego, insurance and servicing included' : null),
  },
  daily_rate: {
    label: 'Daily rate',
    value: (car, { currency }) => {
      const rental = rentalOf(car)
      return rental ? `${formatPrice(rental.daily_rate, currency)} per day` : null
    },
  },
  weekly_rate: {
    label: 'Weekly rate',
    value: (car, { currency }) => {
      const rental = rentalOf(car)
      return rental ? `${formatPrice(rental.weekly_rate, currency)} per week` : null
    },
  },
  pickup_location: {
    label: 'Pick-up location',
    value: (car) => rentalOf(car)?.pickup_location ?? null,
    chip: (car) => labelled('Pick up:', rentalOf(car)?.pickup_location ?? null),
  },
}

/** The label of an attribute, as a family names it (a motorcycle's body is its Style). */
function vehicleAttributeLabel(
  key: VehicleAttributeKey,
  labels: Partial<Record<VehicleAttributeKey, string>> = {},
): string {
  return labels[key] ?? ATTRIBUTES[key].label
}

export interface SpecificationRow {
  attribute: VehicleAttributeKey
  label: string
  value: string
}

/** The rows of `keys` the car has, in that order, each with its label and formatted value. */
export function specificationRows(
  car: Car,
  keys: readonly VehicleAttributeKey[],
  context: AttributeContext,
  labels: Partial<Record<VehicleAttributeKey, string>> = {},
): SpecificationRow[] {
  return keys.flatMap((key) => {
    const value = ATTRIBUTES[key].value(car, context)
    return value === null || value === ''
      ? []
      : [{ attribute: key, label: vehicleAttributeLabel(key, labels), value }]
  })
}

export interface AttributeChip {
  attribute: VehicleAttributeKey
  label: string
}

/** The chips of `keys` the car has, in that order, each reading on its own. */
export function attributeChips(
  car: Car,
  keys: readonly VehicleAttributeKey[],
  context: AttributeContext,
): AttributeChip[] {
  return keys.flatMap((key) => {
    const format = ATTRIBUTES[key]
    const label = (format.chip ?? format.value)(car, context)
    return label === null || label === '' ? [] : [{ attribute: key, label }]
  })
}
