// Forms about one car, opened from its action buttons (§2 Car action buttons, §2 Modals).
import type { FormDefinition } from '../form-definition.js'
import {
  closingFields,
  contactFields,
  messageField,
  optionalMessageField,
  optionalPostcodeField,
} from './common-fields.js'

/** Enquire Now and the result card's Quick Enquiry (§2, §4). */
export const enquiryForm: FormDefinition = {
  id: 'enquiry',
  title: 'Enquire Now',
  category: 'Vehicle Enquiry',
  event: 'enquiry',
  submitLabel: 'enquire',
  needsCar: true,
  steps: [
    {
      title: 'Your details',
      fields: [...contactFields, optionalPostcodeField, messageField, ...closingFields],
    },
  ],
}

/**
 * Book a Test Drive: the date-time and message are optional (§3, §5). The time is a choice of the
 * location's free times (issue 16 row 13), still sent as 'Test Drive Booking Date'.
 */
export const testDriveForm: FormDefinition = {
  id: 'test-drive',
  title: 'Book a Test Drive',
  category: 'Test Drive',
  event: 'test-drive',
  submitLabel: 'submit',
  needsCar: true,
  steps: [
    {
      title: 'Your details',
      fields: [
        ...contactFields,
        {
          name: 'Test Drive Booking Date',
          type: 'select',
          label: 'Test Drive Booking Date',
          required: false,
          options: 'test-drive-times',
          description:
            'The times the dealer has free. Leave it empty and the dealer will call to arrange one.',
        },
        optionalMessageField,
        ...closingFields,
      ],
    },
  ],
}

export const questionForm: FormDefinition = {
  id: 'question',
  title: 'Got a Question?',
  category: 'Vehicle Question',
  event: 'enquiry',
  submitLabel: 'submit',
  needsCar: true,
  steps: [
    {
      title: 'Your question',
      fields: [...contactFields, { ...messageField, label: 'Your question' }, ...closingFields],
    },
  ],
}

export const requestPhotosForm: FormDefinition = {
  id: 'request-photos',
  title: 'Request Photos',
  category: 'Request Photos',
  event: 'enquiry',
  submitLabel: 'submit',
  needsCar: true,
  steps: [
    {
      title: 'Your details',
      fields: [
        ...contactFields,
        { ...optionalMessageField, label: 'Which photos would you like?' },
        ...closingFields,
      ],
    },
  ],
}

/** For an unavailable car; the page prefills the message with the domain's wording (§9). */
export const findSimilarForm: FormDefinition = {
  id: 'find-similar',
  title: 'Find Me Something Similar',
  category: 'Find Me Something Similar',
  event: 'enquiry',
  submitLabel: 'submit',
  needsCar: true,
  steps: [
    {
      title: 'Your details',
      fields: [...contactFields, optionalPostcodeField, messageField, ...closingFields],
    },
  ],
}
