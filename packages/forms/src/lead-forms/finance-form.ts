// Get Finance (car page) and /finance-pre-approval: the spec's multi-step lead (§4). Contact comes
// first so an abandoned application still reaches the dealer as an incomplete lead.
import type { FormDefinition } from '../form-definition.js'
import {
  closingFields,
  emailField,
  firstNameField,
  lastNameField,
  optionalMessageField,
  phoneField,
  postcodeField,
} from './common-fields.js'

const FINANCE_TERMS = ['1 year', '2 years', '3 years', '4 years', '5 years', '6 years', '7 years'] as const
const EMPLOYMENT_STATUSES = ['Full time', 'Part time', 'Casual', 'Self employed', 'Retired', 'Other'] as const

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

export const financeForm: FormDefinition = {
  id: 'finance',
  title: 'Get Finance',
  category: 'Finance Enquiry',
  event: 'enquiry',
  submitLabel: 'submit',
  steps: [
    { title: 'About you', fields: [firstNameField, lastNameField, emailField, phoneField, postcodeField] },
    {
      title: 'Your loan',
      fields: [
        { name: 'loan_amount', type: 'currency', label: 'Amount to borrow ($)' },
        { name: 'deposit', type: 'currency', label: 'Deposit ($)', required: false },
        { name: 'loan_term', type: 'select', label: 'Loan term', options: toOptions(FINANCE_TERMS) },
        {
          name: 'employment_status',
          type: 'radioGroup',
          label: 'Employment status',
          options: toOptions(EMPLOYMENT_STATUSES),
        },
        {
          name: 'has_trade_in',
          type: 'radioGroup',
          label: 'Do you have a car to trade in?',
          options: toOptions(['Yes', 'No']),
        },
      ],
      skip: { when: { field: 'has_trade_in', equals: 'No' }, to: 3 },
    },
    {
      title: 'Your trade-in',
      fields: [
        { name: 'trade_in_make', type: 'make', label: 'Make' },
        { name: 'trade_in_model', type: 'model', label: 'Model' },
        { name: 'trade_in_year', type: 'year', label: 'Year' },
        { name: 'trade_in_km', type: 'kilometre', label: 'Kilometres' },
      ],
    },
    { title: 'Anything else', fields: [optionalMessageField, ...closingFields] },
  ],
}
