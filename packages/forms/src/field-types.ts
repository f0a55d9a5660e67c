// The registry of every field type of the form library (§3): value type, default value, the
// control that renders it and its validation. Required is the default (§5); a field opts out with
// `required: false`. Types whose format the spec leaves open validate as required text.
import { FORM_FIELD_TYPES, type FormFieldType, type PhoneInputRule } from '@forecourt/domain'
import {
  cardExpiryRule,
  checkGroupRule,
  checkRule,
  choiceRule,
  dateRule,
  dateTimeRule,
  emailRule,
  type FieldRule,
  fileRule,
  numberRule,
  phoneRule,
  postcodeRule,
  regoRule,
  starRatingRule,
  text,
  yearRule,
} from './field-rules.js'

export type FieldValueType = 'string' | 'boolean' | 'string[]' | 'number' | 'file' | 'none'

/** Which ui control renders the type. */
export type FieldControl =
  | 'text'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'checkbox-group'
  | 'radio-group'
  | 'star-rating'
  | 'file'
  | 'hidden'
  | 'button'

/** A file the shopper chose: a `File` in the browser and in an action, read for its name and size. */
export interface ChosenFile {
  readonly name: string
  readonly size: number
}

export type FieldValue = string | boolean | readonly string[] | number | null | readonly ChosenFile[]

/** Whether a value is a file field's chosen files (a list of objects, not of option values). */
export const isFileList = (value: unknown): value is readonly ChosenFile[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'object' && item !== null)

export interface RuleInput {
  required: boolean
  /** Values of a choice field's options. */
  optionValues: readonly string[]
  phoneRule: PhoneInputRule
}

export interface FieldTypeSpec {
  valueType: FieldValueType
  defaultValue: FieldValue
  control: FieldControl
  /** `type` of the `<input>` for text controls. */
  inputType?: 'text' | 'email' | 'tel' | 'date' | 'datetime-local' | 'number'
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal'
  autoComplete?: string
  maxLength?: number
  /** Whether the type may be required at all (hidden and button values are set, not typed). */
  canBeRequired: boolean
  /** `undefined` for types that carry no value. */
  rule: (input: RuleInput) => FieldRule | undefined
}

const textType = (overrides: Partial<FieldTypeSpec> = {}): FieldTypeSpec => ({
  valueType: 'string',
  defaultValue: '',
  control: 'text',
  inputType: 'text',
  canBeRequired: true,
  rule: ({ required }) => text(required),
  ...overrides,
})

const choiceType = (control: FieldControl): FieldTypeSpec =>
  textType({
    control,
    inputType: undefined,
    rule: ({ required, optionValues }) => choiceRule(optionValues, required),
  })

const numericType = (overrides: Partial<FieldTypeSpec> = {}) =>
  textType({ inputMode: 'numeric', rule: ({ required }) => numberRule(required), ...overrides })

export const FIELD_TYPES: Readonly<Record<FormFieldType, FieldTypeSpec>> = {
  address: textType({ autoComplete: 'street-address' }),
  button: {
    valueType: 'none',
    defaultValue: null,
    control: 'button',
    canBeRequired: false,
    rule: () => undefined,
  },
  CCExpiration: textType({
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    maxLength: 5,
    rule: ({ required }) => cardExpiryRule(required),
  }),
  check: {
    valueType: 'boolean',
    defaultValue: false,
    control: 'checkbox',
    canBeRequired: true,
    rule: ({ required }) => checkRule(required),
  },
  checkGroup: {
    valueType: 'string[]',
    defaultValue: [],
    control: 'checkbox-group',
    canBeRequired: true,
    rule: ({ required }) => checkGroupRule(required),
  },
  // A single checkbox drawn as a card (an option with a description); same value as `check`.
  checkCard: {
    valueType: 'boolean',
    defaultValue: false,
    control: 'checkbox',
    canBeRequired: true,
    rule: ({ required }) => checkRule(required),
  },
  currency: numericType({ inputMode: 'decimal' }),
  dateTime: textType({ inputType: 'datetime-local', rule: ({ required }) => dateTimeRule(required) }),
  // A date or date-time in free form, for forms that ask 'when' loosely (e.g. 'next week').
  dateTimeGeneric: textType(),
  distance: numericType(),
  dob: textType({ inputType: 'date', autoComplete: 'bday', rule: ({ required }) => dateRule(required) }),
  email: textType({
    inputType: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    rule: ({ required }) => emailRule(required),
  }),
  expiryDate: textType({ inputType: 'date', rule: ({ required }) => dateRule(required) }),
  file: {
    valueType: 'file',
    defaultValue: null,
    control: 'file',
    canBeRequired: true,
    rule: ({ required }) => fileRule(required),
  },
  fullName: textType({ autoComplete: 'name' }),
  hidden: {
    valueType: 'string',
    defaultValue: '',
    control: 'hidden',
    canBeRequired: false,
    rule: () => text(false),
  },
  kilometre: numericType(),
  licenseNumber: textType(),
  locationSelect: choiceType('select'),
  make: textType(),
  model: textType(),
  number: numericType(),
  phone: textType({
    inputType: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    rule: ({ required, phoneRule: rule }) => phoneRule(required, rule),
  }),
  postcode: textType({
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: 4,
    rule: ({ required }) => postcodeRule(required),
  }),
  radio: choiceType('radio-group'),
  radioGroup: choiceType('radio-group'),
  radioCardGroup: choiceType('radio-group'),
  rego: textType({ maxLength: 9, rule: ({ required }) => regoRule(required) }),
  select: choiceType('select'),
  serviceInterval: choiceType('select'),
  starRating: {
    valueType: 'number',
    defaultValue: null,
    control: 'star-rating',
    canBeRequired: true,
    rule: ({ required }) => starRatingRule(required),
  },
  string: textType(),
  textarea: textType({ control: 'textarea', inputType: undefined }),
  tyres: choiceType('select'),
  websiteLocationSelect: choiceType('select'),
  year: textType({ inputMode: 'numeric', maxLength: 4, rule: ({ required }) => yearRule(required) }),
}

/** Every type of §3 is registered: the domain's list is the source of truth. */
export function fieldTypeOf(type: FormFieldType): FieldTypeSpec {
  return FIELD_TYPES[type]
}
