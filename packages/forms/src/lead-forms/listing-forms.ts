// How a shopper takes up a car that is not sold (issue 11): a subscription is applied for with a
// term and a start, a rental is booked for a pick-up and a return. Both are leads the dealer
// answers, in place of the deposit checkout of a car for sale.
import type { FormDefinition } from '../form-definition.js'
import { closingFields, contactFields, optionalMessageField } from './common-fields.js'

/** Subscribe: who is applying, then the term, the start and their licence. */
export const subscribeForm: FormDefinition = {
  id: 'subscribe',
  title: 'Subscribe',
  category: 'Subscription Application',
  event: 'enquiry',
  submitLabel: 'submit',
  needsCar: true,
  intro:
    'Choose your term and when you would like the car. The dealership confirms the car and the start with you.',
  // Who is applying first: a shopper who stops at the term still reaches the dealer (§4 steps).
  steps: [
    { title: 'Your details', fields: contactFields },
    {
      title: 'Your subscription',
      fields: [
        { name: 'Subscription Term', type: 'select', label: 'Term', options: 'subscription-terms' },
        { name: 'Subscription Start', type: 'dateTime', label: 'When would you like to collect the car?' },
        {
          name: 'Driver Licence',
          type: 'select',
          label: 'Driver licence',
          options: [
            { value: 'Full', label: 'Full licence' },
            { value: 'Provisional', label: 'Provisional licence' },
            { value: 'Overseas', label: 'Overseas licence' },
          ],
        },
        optionalMessageField,
        ...closingFields,
      ],
    },
  ],
}

/** Book This Car: a rental's pick-up and return, then the renter. */
export const rentalBookingForm: FormDefinition = {
  id: 'rental-booking',
  title: 'Book This Car',
  category: 'Rental Booking',
  event: 'enquiry',
  submitLabel: 'submit',
  needsCar: true,
  intro:
    'Tell us when you would like to pick the car up and bring it back. The dealership confirms your booking.',
  steps: [
    {
      title: 'Your booking',
      fields: [
        { name: 'Pick-up', type: 'dateTime', label: 'Pick-up date and time' },
        { name: 'Return', type: 'dateTime', label: 'Return date and time' },
        ...contactFields,
        optionalMessageField,
        ...closingFields,
      ],
      checks: [{ rule: 'rental-period', fields: ['Pick-up', 'Return'] }],
    },
  ],
}
