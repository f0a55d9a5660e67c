import type { Car } from './car.js'
import { isAvailable } from './car-availability.js'

export type { LeadForm, LeadFormInput } from './schemas/lead.js'

/** Status of a multi-step lead saved before its last step (§4). */
export const INCOMPLETE_LEAD_STATUS = 'Incomplete'

/** Field types of the form library (§3). */
export const FORM_FIELD_TYPES = [
  'address',
  'button',
  'CCExpiration',
  'check',
  'checkGroup',
  'checkCard',
  'currency',
  'dateTime',
  'dateTimeGeneric',
  'distance',
  'dob',
  'email',
  'expiryDate',
  'file',
  'fullName',
  'hidden',
  'kilometre',
  'licenseNumber',
  'locationSelect',
  'make',
  'model',
  'number',
  'phone',
  'postcode',
  'radio',
  'radioGroup',
  'radioCardGroup',
  'rego',
  'select',
  'serviceInterval',
  'starRating',
  'string',
  'textarea',
  'tyres',
  'websiteLocationSelect',
  'year',
] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

/** Fields remembered locally for returning visitors and prefilled (§5). */
export const REMEMBERED_LEAD_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const

/** The 'Find Me Something Similar' enquiry message prefilled for an unavailable car (§9; wording is ours). */
export function findSimilarMessage(carName: string): string {
  return `Hi, I'm interested in a car similar to the ${carName}. Please let me know what you have available.`
}

/**
 * The enquiry message for a car (§3's assistant-facing 'message'; wording is ours): about the car
 * itself while it can be bought, else the find-me-something-similar message (§9).
 */
export function carEnquiryMessage(car: Pick<Car, 'name' | 'stocknum' | 'sold' | 'reserved'>): string {
  return isAvailable(car)
    ? `Hi, I'm interested in the ${car.name} (stock number ${car.stocknum}). Is it still available?`
    : findSimilarMessage(car.name)
}
