import type { FormDefinition } from '../form-definition.js'
import { enquiryForm, findSimilarForm, questionForm, requestPhotosForm, testDriveForm } from './car-forms.js'
import { financeForm } from './finance-form.js'
import { rentalBookingForm, subscribeForm } from './listing-forms.js'
import { careersForm, contactForm, emailUsForm, sellYourCarForm, serviceForm } from './site-forms.js'
import { instantPriceForm, tradeInForm } from './trade-in-form.js'

/** Every lead form of the product by id: the server looks a post's `_form` up here. */
export const LEAD_FORMS = {
  enquiry: enquiryForm,
  'test-drive': testDriveForm,
  question: questionForm,
  'request-photos': requestPhotosForm,
  'find-similar': findSimilarForm,
  subscribe: subscribeForm,
  'rental-booking': rentalBookingForm,
  finance: financeForm,
  'trade-in': tradeInForm,
  'instant-price': instantPriceForm,
  contact: contactForm,
  'email-us': emailUsForm,
  'sell-your-car': sellYourCarForm,
  service: serviceForm,
  careers: careersForm,
} as const satisfies Record<string, FormDefinition>

export type LeadFormId = keyof typeof LEAD_FORMS

export function leadFormById(id: string): FormDefinition | null {
  return Object.hasOwn(LEAD_FORMS, id) ? LEAD_FORMS[id as LeadFormId] : null
}
