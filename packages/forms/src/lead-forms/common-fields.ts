// Fields most lead forms share. Labels for name, phone and email are the spec's (§5).
import { ENQUIRY_FIELD_LABELS, OPT_IN_TEXT } from '@forecourt/domain'
import type { FieldDefinition } from '../form-definition.js'

const nameField: FieldDefinition = { name: 'name', type: 'fullName', label: ENQUIRY_FIELD_LABELS.name }
export const firstNameField: FieldDefinition = {
  name: 'name',
  type: 'string',
  label: 'First Name',
  autoComplete: 'given-name',
}
export const lastNameField: FieldDefinition = {
  name: 'last_name',
  type: 'string',
  label: 'Last Name',
  autoComplete: 'family-name',
}
export const emailField: FieldDefinition = { name: 'email', type: 'email', label: ENQUIRY_FIELD_LABELS.email }
export const phoneField: FieldDefinition = { name: 'phone', type: 'phone', label: ENQUIRY_FIELD_LABELS.phone }
export const postcodeField: FieldDefinition = { name: 'postcode', type: 'postcode', label: 'Postcode' }
export const optionalPostcodeField: FieldDefinition = { ...postcodeField, required: false }

/** The message: required unless the site lets shoppers leave it empty (§5). */
export const messageField: FieldDefinition = {
  name: 'message',
  type: 'textarea',
  label: 'Message',
  required: { enquiry: 'message' },
}
export const optionalMessageField: FieldDefinition = { ...messageField, required: false }

/** Opt-in, ticked by default and never required (§3 opt_in default true, §5, §9 wording). */
const optInField: FieldDefinition = {
  name: 'opt_in',
  type: 'check',
  label: OPT_IN_TEXT,
  required: false,
  defaultValue: true,
}

/** Shown and required only where the site requires agreeing to terms (§5 terms_agreed). */
const termsField: FieldDefinition = {
  name: 'terms_agreed',
  type: 'check',
  label: 'I agree to the terms and conditions.',
  when: { site: 'termsRequired' },
  required: true,
}

/** 'How did you hear about us?' where the site turns it on (§9). */
const hearAboutUsField: FieldDefinition = {
  name: 'hear_about_us',
  type: 'select',
  label: 'How did you hear about us?',
  options: 'hear-about-us',
  when: { site: 'hearAboutUs' },
  required: false,
}

/** Location: asked when the site has a choice of locations and no car says which (§5). */
export const locationField: FieldDefinition = {
  name: 'location',
  type: 'locationSelect',
  label: 'Location',
  options: 'locations',
  when: { all: [{ site: 'hasLocations' }, { car: false }] },
  required: { enquiry: 'location' },
}

/** Dealership: when several exist and the site has not removed the field (§5). */
export const dealershipField: FieldDefinition = {
  name: 'dealership_slug',
  type: 'websiteLocationSelect',
  label: 'Dealership',
  options: 'dealerships',
  when: { all: [{ site: 'hasDealerships' }, { car: false }] },
  required: { enquiry: 'dealership_slug' },
}

export const contactFields: readonly FieldDefinition[] = [nameField, emailField, phoneField]

/** The end of every form: consent and the optional questions a site adds. */
export const closingFields: readonly FieldDefinition[] = [hearAboutUsField, termsField, optInField]
