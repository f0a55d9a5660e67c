import {
  enquiryLocationChoices,
  enquiryRequirements,
  hasLocationField,
  leadFormKindOf,
  REQUIRED_MESSAGE,
  type SiteConfigInput,
  SiteOverridesSchema,
  validateEmail,
  validatePhoneWith,
  validatePostcode,
} from '@forecourt/domain'
import type { LocationDetail } from '../db/site-records.js'
import type { LeadRequest } from './lead-request.js'

export interface LeadSite {
  config: Pick<SiteConfigInput, 'config' | 'dealerships'> & { locations: LocationDetail[] }
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * The §5 enquiry rules for one request, with the product's exact messages keyed by field. Every
 * rule is the domain's; this only supplies the site's context and the lead's form, known by its
 * category (a test drive or valuation asks no message). An incomplete step checks only the fields
 * it sends (§4: a step is saved before the whole form is filled); the last step checks all.
 * `dealershipKnown`: the lead names its dealership, or its car, location or the site implies one.
 */
export function leadFieldErrors(
  request: LeadRequest,
  site: LeadSite,
  complete: boolean,
  dealershipKnown: boolean,
): Record<string, string[]> {
  const overrides = SiteOverridesSchema.parse(site.config.config ?? {})
  const required = enquiryRequirements({
    form: leadFormKindOf(request.category, request.subcategory),
    messageOptional: overrides.enquiry.message_optional,
    // The category select is the form's choice; the platform cannot see it, so never demands one.
    showsCategory: false,
    // The same locations the forms offer, so both demand a location on the same sites.
    hasLocationField: hasLocationField(enquiryLocationChoices(site.config.locations)),
    hasCar: request.car_id !== undefined,
    dealershipCount: site.config.dealerships?.length ?? 0,
    dealershipFieldRemoved: overrides.enquiry.dealership_field_removed,
    termsRequired: overrides.enquiry.terms_required,
  })
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string | undefined) => {
    if (message) errors[field] = [...(errors[field] ?? []), message]
  }
  if (complete) {
    for (const field of ['name', 'phone', 'email', 'message', 'category', 'location'] as const) {
      if (required[field] && isBlank(request[field])) add(field, REQUIRED_MESSAGE)
    }
    if (required.dealership_slug && !dealershipKnown) add('dealership_slug', REQUIRED_MESSAGE)
    if (required.terms_agreed && request.terms_agreed !== true) add('terms_agreed', REQUIRED_MESSAGE)
  }
  if (!isBlank(request.email)) add('email', validateEmail(request.email ?? ''))
  if (!isBlank(request.phone))
    add('phone', validatePhoneWith(overrides.enquiry.phone_input, request.phone ?? ''))
  if (!isBlank(request.postcode)) add('postcode', validatePostcode(request.postcode ?? ''))
  return errors
}
