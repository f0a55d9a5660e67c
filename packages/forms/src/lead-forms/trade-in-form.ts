// Trade-In Valuation (/cars/trade-in?car_id=, only for cars that allow it, §2) and the group's
// /instant-price page. The five-question FAQ and the age/distance note are §2 and §5; the
// questions' wording is ours, the limits are the domain's.
import { TRADE_IN_MAX_AGE_YEARS, TRADE_IN_MAX_KM } from '@forecourt/domain'
import type { FieldDefinition, FormDefinition } from '../form-definition.js'
import { closingFields, contactFields, optionalMessageField, optionalPostcodeField } from './common-fields.js'

const km = TRADE_IN_MAX_KM.toLocaleString('en-AU')

/** §5: online estimates are generally not given past these limits. */
export const TRADE_IN_NOTE = `Online estimates are generally not given for cars over ${TRADE_IN_MAX_AGE_YEARS} years old or over ${km} km.`

export const TRADE_IN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How is my trade-in valued?',
    answer:
      'We compare your car with recent sales of the same make, model, year and kilometres, then confirm the figure when we see it.',
  },
  {
    question: 'Can every car get an online estimate?',
    answer: TRADE_IN_NOTE,
  },
  {
    question: 'Do I have to buy a car from you to trade in?',
    answer: 'No. We are happy to value and buy your car whether or not you buy from us.',
  },
  {
    question: 'What if I still owe money on my car?',
    answer:
      'That is fine: we pay out your finance and put the difference towards your next car or pay it to you.',
  },
  {
    question: 'How long is a valuation valid?',
    answer: 'Valuations are a guide until we inspect the car; the final offer depends on its condition.',
  },
]

export const tradeInVehicleFields: readonly FieldDefinition[] = [
  { name: 'trade_in_make', type: 'make', label: 'Make' },
  { name: 'trade_in_model', type: 'model', label: 'Model' },
  { name: 'trade_in_year', type: 'year', label: 'Year' },
  { name: 'trade_in_km', type: 'kilometre', label: 'Kilometres' },
  { name: 'Rego', type: 'rego', label: 'Rego', required: false },
]

export const tradeInForm: FormDefinition = {
  id: 'trade-in',
  title: 'Trade-In Valuation',
  category: 'Trade-In Valuation',
  event: 'enquiry',
  submitLabel: 'submit',
  needsCar: true,
  intro: TRADE_IN_NOTE,
  steps: [
    { title: 'Your car', fields: tradeInVehicleFields },
    {
      title: 'Your details',
      fields: [...contactFields, optionalPostcodeField, optionalMessageField, ...closingFields],
    },
  ],
}

/** The instant-price page a dealer group runs (§2 /instant-price). */
export const instantPriceForm: FormDefinition = {
  id: 'instant-price',
  title: 'Instant Price',
  category: 'Instant Price',
  event: 'general',
  submitLabel: 'submit',
  intro: TRADE_IN_NOTE,
  steps: [
    { title: 'Your car', fields: tradeInVehicleFields },
    {
      title: 'Your details',
      fields: [...contactFields, optionalPostcodeField, optionalMessageField, ...closingFields],
    },
  ],
}
