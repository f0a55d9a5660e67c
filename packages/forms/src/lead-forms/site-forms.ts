// Forms on the site's own pages, not about one car: they fire the default form event 22, careers 51 (§9).
import { leadFileLimitsText } from '@forecourt/domain'
import type { FieldDefinition, FormDefinition } from '../form-definition.js'
import {
  closingFields,
  contactFields,
  dealershipField,
  emailField,
  firstNameField,
  lastNameField,
  locationField,
  messageField,
  optionalMessageField,
  optionalPostcodeField,
  phoneField,
} from './common-fields.js'
import { tradeInVehicleFields } from './trade-in-form.js'

const CONTACT_CATEGORIES = [
  'General Enquiry',
  'Sales Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Finance Enquiry',
] as const

/** /contact and /contact-us/{location-slug}: the page preselects the location (§2). */
export const contactForm: FormDefinition = {
  id: 'contact',
  title: 'Contact Us',
  category: 'General Enquiry',
  event: 'general',
  submitLabel: 'submit',
  steps: [
    {
      title: 'Your enquiry',
      fields: [
        {
          name: 'category',
          type: 'select',
          label: 'Enquiry type',
          options: CONTACT_CATEGORIES.map((value) => ({ value, label: value })),
          required: { enquiry: 'category' },
        },
        locationField,
        dealershipField,
        ...contactFields,
        optionalPostcodeField,
        messageField,
        ...closingFields,
      ],
    },
  ],
}

/** The location card's email-us dialog: the page sets the location (§2 Location card). */
export const emailUsForm: FormDefinition = {
  id: 'email-us',
  title: 'Email Us',
  category: 'General Enquiry',
  event: 'general',
  submitLabel: 'submit',
  steps: [
    {
      title: 'Your message',
      fields: [
        { name: 'location', type: 'hidden', label: 'Location' },
        ...contactFields,
        messageField,
        ...closingFields,
      ],
    },
  ],
}

/**
 * Optional photos of the car being sold (issue 16 row 15): on the last step, because a file cannot
 * ride to a later step in a hidden input, and optional, so no shopper is held up by it.
 */
const carPhotosField: FieldDefinition = {
  name: 'photos',
  type: 'file',
  label: 'Photos of your car',
  required: false,
  description: `Optional: they help us value your car. ${leadFileLimitsText()}`,
}

/** Sell Your Car (/valuations). */
export const sellYourCarForm: FormDefinition = {
  id: 'sell-your-car',
  title: 'Sell Your Car',
  category: 'Sell Your Car',
  event: 'general',
  submitLabel: 'submit',
  steps: [
    { title: 'Your car', fields: tradeInVehicleFields },
    {
      title: 'Your details',
      fields: [
        ...contactFields,
        optionalPostcodeField,
        optionalMessageField,
        carPhotosField,
        ...closingFields,
      ],
    },
  ],
}

const SERVICE_INTERVALS = [
  'First service',
  '10,000 km / 6 months',
  '15,000 km / 12 months',
  '20,000 km / 12 months',
  'Logbook service',
  'Not sure',
] as const

const ADDITIONAL_SERVICES = [
  'Wheel alignment',
  'Tyres',
  'Air conditioning service',
  'Brake inspection',
  'Wash and detail',
] as const

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** Book a Service (/service): additional_services from the checked options (§7). */
export const serviceForm: FormDefinition = {
  id: 'service',
  title: 'Book a Service',
  category: 'Service Booking',
  event: 'general',
  submitLabel: 'submit',
  steps: [
    {
      title: 'Your car',
      fields: [
        { name: 'Rego', type: 'rego', label: 'Rego', required: false },
        { name: 'Vehicle Make', type: 'make', label: 'Make' },
        { name: 'Vehicle Model', type: 'model', label: 'Model' },
        { name: 'year', type: 'year', label: 'Year', required: false },
        {
          name: 'service_interval',
          type: 'serviceInterval',
          label: 'Service required',
          options: toOptions(SERVICE_INTERVALS),
        },
        {
          name: 'additional_services',
          type: 'checkGroup',
          label: 'Additional services',
          options: toOptions(ADDITIONAL_SERVICES),
          required: false,
        },
        { name: 'preferred_date', type: 'dateTime', label: 'Preferred date and time', required: false },
        { ...dealershipField, label: 'Service centre' },
      ],
    },
    { title: 'Your details', fields: [...contactFields, optionalMessageField, ...closingFields] },
  ],
}

/** Careers: sent as General Enquiry / Career Enquiry with event 51 (§9). */
export const careersForm: FormDefinition = {
  id: 'careers',
  title: 'Careers',
  category: 'Careers',
  event: 'general',
  submitLabel: 'submit',
  steps: [
    {
      title: 'Your application',
      fields: [
        firstNameField,
        lastNameField,
        emailField,
        phoneField,
        { name: 'position', type: 'string', label: 'Position you are interested in' },
        { ...messageField, label: 'Tell us about yourself', required: true },
        ...closingFields,
      ],
    },
  ],
}
