export interface EnquiryContext {
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

/** Which enquiry fields are required (§5). */
export function enquiryRequirements(context: EnquiryContext): EnquiryRequirements {
  return {
    name: true,
    phone: true,
    email: true,
    message: !context.messageOptional,
    category: context.showsCategory,
    location: context.hasLocationField && !context.hasCar,
    dealership_slug: context.dealershipCount > 1 && !context.dealershipFieldRemoved,
    terms_agreed: context.termsRequired,
    opt_in: false,
    Rego: false,
  }
}

/** Field labels the spec names (§5). */
export const ENQUIRY_FIELD_LABELS = { name: 'Full Name', phone: 'Mobile Number', email: 'Email' } as const
