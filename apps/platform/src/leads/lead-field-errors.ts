import {
  enquiryRequirements,
  locationTypeOf,
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
 * rule is the domain's; this only supplies the site's context. An incomplete step checks only the
 * fields it sends (§4: a step is saved before the whole form is filled); the last step checks all.
 */
export function leadFieldErrors(
  request: LeadRequest,
  site: LeadSite,
  complete: boolean,
): Record<string, string[]> {
  const overrides = SiteOverridesSchema.parse(site.config.config ?? {})
  const salesLocations = site.config.locations.filter(
    (location) => location.visible && locationTypeOf(location) === 'sales',
  )
  const required = enquiryRequirements({
    messageOptional: overrides.enquiry.message_optional,
    // The category select is the form's choice; the platform cannot see it, so never demands one.
    showsCategory: false,
    hasLocationField: salesLocations.length > 1,
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
    for (const field of [
      'name',
      'phone',
      'email',
      'message',
      'category',
      'location',
      'dealership_slug',
    ] as const) {
      if (required[field] && isBlank(request[field])) add(field, REQUIRED_MESSAGE)
    }
    if (required.terms_agreed && request.terms_agreed !== true) add('terms_agreed', REQUIRED_MESSAGE)
  }
  if (!isBlank(request.email)) add('email', validateEmail(request.email ?? ''))
  if (!isBlank(request.phone))
    add('phone', validatePhoneWith(overrides.enquiry.phone_input, request.phone ?? ''))
  if (!isBlank(request.postcode)) add('postcode', validatePostcode(request.postcode ?? ''))
  return errors
}
