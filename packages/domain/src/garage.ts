// The shopper's garage (issue 16): their own vehicles kept on a dealer's site, checked here so the
// platform and the page refuse the same input with the same words.
import { REQUIRED_MESSAGE } from './messages.js'
import type { GarageSettings, GarageVehicle } from './schemas/garage.js'

export type { GarageFieldMode, GarageSettings, GarageSettingsInput, GarageVehicle } from './schemas/garage.js'

export const GARAGE_PATH = '/garage'

/** A garage is a shopper's own few cars, not a fleet register. */
export const GARAGE_MAX_VEHICLES = 10
export const GARAGE_FULL_MESSAGE = `Your garage holds ${GARAGE_MAX_VEHICLES} vehicles. Remove one to add another.`

export const GARAGE_TEXT_MAX_LENGTH = 40
export const GARAGE_REGO_MAX_LENGTH = 12
const GARAGE_ODOMETER_MAX_KM = 2_000_000
export const GARAGE_REGO_MESSAGE = 'Enter the rego as on the plate: letters and numbers, up to 7.'
export const GARAGE_YEAR_MESSAGE = 'Please enter a valid year.'
export const GARAGE_ODOMETER_MESSAGE = 'Enter the kilometres as a whole number.'

/** The fields of a vehicle, in the order the form asks them. */
export const GARAGE_VEHICLE_FIELDS = ['rego', 'make', 'model', 'year', 'odometer_km'] as const
export type GarageVehicleField = (typeof GARAGE_VEHICLE_FIELDS)[number]

export type GarageVehicleInput = Pick<GarageVehicle, 'rego' | 'make' | 'model' | 'year' | 'odometer_km'>

export type GarageVehicleCheck =
  | { ok: true; vehicle: GarageVehicleInput }
  | { ok: false; errors: Partial<Record<GarageVehicleField, string>> }

/** How the site's settings treat each field; make and model are always asked and required. */
export function garageFieldMode(
  settings: Pick<GarageSettings, 'fields'>,
  field: GarageVehicleField,
): GarageSettings['fields']['rego'] {
  return field === 'make' || field === 'model' ? 'required' : settings.fields[field]
}

const tooLong = (max: number) => `Keep this under ${max} characters.`

/** A plate as printed, spaces and hyphens dropped and upper-cased: 'abc 123' is ABC123. */
function normaliseRego(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase()
}

function textOf(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : ''
}

/**
 * Checks a posted vehicle against the site's settings: what it does not ask is dropped, what it
 * requires must be there. Lengths are checked before patterns, so an endless value is refused
 * for its length without being matched.
 */
export function checkGarageVehicle(
  input: Partial<Record<GarageVehicleField, unknown>>,
  settings: Pick<GarageSettings, 'fields'>,
  now: Date = new Date(),
): GarageVehicleCheck {
  const errors: Partial<Record<GarageVehicleField, string>> = {}
  const vehicle: GarageVehicleInput = { rego: null, make: '', model: '', year: null, odometer_km: null }
  for (const field of GARAGE_VEHICLE_FIELDS) {
    const mode = garageFieldMode(settings, field)
    if (mode === 'hidden') continue
    const value = textOf(input[field])
    if (value === '') {
      if (mode === 'required') errors[field] = REQUIRED_MESSAGE
      continue
    }
    const problem = fieldProblem(field, value, now)
    if (problem) {
      errors[field] = problem
      continue
    }
    if (field === 'rego') vehicle.rego = normaliseRego(value)
    else if (field === 'make' || field === 'model') vehicle[field] = value
    else vehicle[field] = Number(value.replace(/,/g, ''))
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, vehicle }
}

function fieldProblem(field: GarageVehicleField, value: string, now: Date): string | null {
  switch (field) {
    case 'rego':
      if (value.length > GARAGE_REGO_MAX_LENGTH) return tooLong(GARAGE_REGO_MAX_LENGTH)
      // AU plates are up to 7 characters, NZ up to 6 (§5 Rego); spaces and hyphens are how it is written.
      return /^[A-Z0-9]{1,7}$/.test(normaliseRego(value)) ? null : GARAGE_REGO_MESSAGE
    case 'make':
    case 'model':
      return value.length > GARAGE_TEXT_MAX_LENGTH ? tooLong(GARAGE_TEXT_MAX_LENGTH) : null
    case 'year': {
      if (value.length > 4) return GARAGE_YEAR_MESSAGE
      // New models are sold ahead of their year.
      const latest = now.getUTCFullYear() + 1
      return /^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= latest
        ? null
        : GARAGE_YEAR_MESSAGE
    }
    case 'odometer_km': {
      if (value.length > 12) return GARAGE_ODOMETER_MESSAGE
      const km = value.replace(/,/g, '')
      return /^\d+$/.test(km) && Number(km) <= GARAGE_ODOMETER_MAX_KM ? null : GARAGE_ODOMETER_MESSAGE
    }
  }
}

/** Whether one more vehicle fits in a garage already holding `count`. */
export function garageHasRoom(count: number): boolean {
  return count < GARAGE_MAX_VEHICLES
}

/** Query names the Sell Your Car form (/valuations) reads its vehicle from. */
export const VALUATION_PREFILL_FIELDS = {
  make: 'trade_in_make',
  model: 'trade_in_model',
  year: 'trade_in_year',
  odometer_km: 'trade_in_km',
  rego: 'Rego',
} as const satisfies Record<GarageVehicleField, string>

/** The valuation form filled with a garage vehicle's details. */
export function garageValuationHref(vehicle: GarageVehicleInput): string {
  const query = new URLSearchParams()
  for (const field of GARAGE_VEHICLE_FIELDS) {
    const value = vehicle[field]
    if (value !== null && value !== '') query.set(VALUATION_PREFILL_FIELDS[field], String(value))
  }
  return `/valuations?${query}`
}

/** Book a Service (/service) filled with the vehicle's rego, make and model. */
export function garageServiceHref(vehicle: Pick<GarageVehicleInput, 'rego' | 'make' | 'model'>): string {
  const query = new URLSearchParams({ 'Vehicle Make': vehicle.make, 'Vehicle Model': vehicle.model })
  if (vehicle.rego) query.set('Rego', vehicle.rego)
  return `/service?${query}`
}

/** The header's 'My Garage' link, only on a site with the garage switched on. */
export function garageNavigationItems(site: { garage_enabled: boolean }): { name: string; url: string }[] {
  return site.garage_enabled ? [{ name: 'My Garage', url: GARAGE_PATH }] : []
}
