import { CAREER_ENQUIRY_SUBCATEGORY, formEvent } from './analytics-events.js'

/**
 * Lead forms whose questions differ (§5). Only the enquiry form's rules name a message and a
 * location; 'Test-drive date and message optional'; valuation, service and finance forms ask about
 * the shopper's car, service or loan instead of for a message; a subscription application and a
 * rental booking ask for a term or dates (issue 11).
 */
export const LEAD_FORM_KINDS = [
  'enquiry',
  'test-drive',
  'request-photos',
  'valuation',
  'service',
  'finance',
  'careers',
  'subscription',
  'rental-booking',
] as const
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number]

/** Which of the §5 enquiry-form questions a kind of form asks. */
export interface LeadFormAsks {
  /** A message the shopper must write (still subject to the tenant's message_optional). */
  message: boolean
  /** A location choice when no car is given (§5). */
  location: boolean
  /** A dealership choice when the site has several (§5). */
  dealership: boolean
}

export const LEAD_FORM_ASKS: Readonly<Record<LeadFormKind, LeadFormAsks>> = {
  // Enquire Now, Got a Question?, Find Me Something Similar, Contact Us, Email Us.
  enquiry: { message: true, location: true, dealership: true },
  'test-drive': { message: false, location: false, dealership: false },
  'request-photos': { message: false, location: false, dealership: false },
  // Trade-In Valuation, Instant Price, Sell Your Car.
  valuation: { message: false, location: false, dealership: false },
  // Book a Service asks which service centre (a dealership) instead of a location.
  service: { message: false, location: false, dealership: true },
  finance: { message: false, location: false, dealership: false },
  careers: { message: true, location: false, dealership: false },
  // Subscribe and Book This Car ask for a term or dates about one car (issue 11).
  subscription: { message: false, location: false, dealership: false },
  'rental-booking': { message: false, location: false, dealership: false },
}

// Categories the product's forms send (§9 names General Enquiry and Career Enquiry; the rest are
// the forms' own). A Map, so a category such as 'constructor' never reads an inherited property.
// 'Finance Enquiry' is also one of the contact form's choices: the lead then gets the finance
// form's rules, the lenient side, so no finance application is ever refused for a missing message.
const KIND_BY_CATEGORY = new Map<string, LeadFormKind>([
  ['test drive', 'test-drive'],
  ['request photos', 'request-photos'],
  ['trade-in valuation', 'valuation'],
  ['instant price', 'valuation'],
  ['sell your car', 'valuation'],
  ['service booking', 'service'],
  ['finance enquiry', 'finance'],
  ['subscription application', 'subscription'],
  ['rental booking', 'rental-booking'],
])

/**
 * The kind of form a lead came from, by the category (and subcategory) it carries. Careers leads
 * arrive as General Enquiry / Career Enquiry (§9); anything unknown is held to the enquiry form's
 * rules, the strictest.
 */
export function leadFormKindOf(category?: string | null, subcategory?: string | null): LeadFormKind {
  if (formEvent(category?.trim(), subcategory ?? null).subcategory === CAREER_ENQUIRY_SUBCATEGORY)
    return 'careers'
  return KIND_BY_CATEGORY.get(category?.trim().toLowerCase() ?? '') ?? 'enquiry'
}
