import { LEAD_FORM_ASKS, type LeadFormKind } from './lead-form-kind.js'
import type { Location } from './location.js'
import { selectLocations } from './location-selection.js'

export interface EnquiryContext {
  /** The kind of form the lead comes from (§5); the enquiry form when not given. */
  form?: LeadFormKind
  /** Site lets shoppers leave the message empty (§5 'unless tenant disables it'). */
  messageOptional: boolean
  /** The form shows a category select (§5). */
  showsCategory: boolean
  /** The site's form has a location field (§5). */
  hasLocationField: boolean
  /** The enquiry is about a specific car. */
  hasCar: boolean
  /** Dealerships the site covers. */
  dealershipCount: number
  /** Site removes the dealership field (§5 'not removed'). */
  dealershipFieldRemoved: boolean
  /** Site requires agreeing to terms (§5 terms_agreed). */
  termsRequired: boolean
}

export interface EnquiryRequirements {
  name: true
  phone: true
  email: true
  message: boolean
  category: boolean
  location: boolean
  dealership_slug: boolean
  terms_agreed: boolean
  opt_in: false
  Rego: false
}

/** Which enquiry fields are required (§5), for the questions the lead's form asks. */
export function enquiryRequirements(context: EnquiryContext): EnquiryRequirements {
  const asks = LEAD_FORM_ASKS[context.form ?? 'enquiry']
  return {
    name: true,
    phone: true,
    email: true,
    message: asks.message && !context.messageOptional,
    category: context.showsCategory,
    location: asks.location && context.hasLocationField && !context.hasCar,
    dealership_slug: asks.dealership && context.dealershipCount > 1 && !context.dealershipFieldRemoved,
    terms_agreed: context.termsRequired,
    opt_in: false,
    Rego: false,
  }
}

/** Field labels the spec names (§5). */
export const ENQUIRY_FIELD_LABELS = { name: 'Full Name', phone: 'Mobile Number', email: 'Email' } as const

/**
 * The locations an enquiry's location field offers: every visible one by position, whatever its
 * type — a contact enquiry may be for sales, service or parts (§2 Contact categories, §3 visible).
 */
export function enquiryLocationChoices<
  T extends Pick<Location, 'id' | 'primary' | 'location_type' | 'visible' | 'position'>,
>(locations: readonly T[]): T[] {
  return selectLocations(locations, 'all')
}

/** §5 'site has a location field': the field shows only when there is more than one to choose. */
export function hasLocationField(choices: readonly unknown[]): boolean {
  return choices.length > 1
}
