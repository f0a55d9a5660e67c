import {
  EMAIL_MESSAGE,
  FORM_FIELD_TYPES,
  type FormFieldType,
  PHONE_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
} from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { FIELD_TYPES } from './field-types.js'
import {
  CARD_EXPIRY_MESSAGE,
  DATE_MESSAGE,
  DATE_TIME_MESSAGE,
  NUMBER_MESSAGE,
  OPTION_MESSAGE,
  RATING_MESSAGE,
  REGO_MESSAGE,
  YEAR_MESSAGE,
} from './messages.js'

const OPTIONS = ['Sales', 'Service']

function messageOf(
  type: FormFieldType,
  value: unknown,
  required = true,
  phoneRule: 'au-nz' | 'numeric' = 'au-nz',
) {
  const rule = FIELD_TYPES[type].rule({ required, optionValues: OPTIONS, phoneRule })
  if (!rule) return 'no rule'
  const result = rule.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

// Per type: its value type, an empty value, a valid value, and an invalid value with its message.
const cases: [FormFieldType, string, unknown, unknown, [unknown, string] | null][] = [
  ['address', 'string', '', '1 Queen St, Brisbane', null],
  ['CCExpiration', 'string', '', '08/29', ['13/29', CARD_EXPIRY_MESSAGE]],
  ['check', 'boolean', false, true, null],
  ['checkGroup', 'string[]', [], ['Tyres'], null],
  ['checkCard', 'boolean', false, true, null],
  ['currency', 'string', '', '$25,000', ['lots', NUMBER_MESSAGE]],
  ['dateTime', 'string', '', '2026-12-01T10:30', ['tomorrow', DATE_TIME_MESSAGE]],
  ['dateTimeGeneric', 'string', '', 'next Tuesday morning', null],
  ['distance', 'string', '', '25', ['far', NUMBER_MESSAGE]],
  ['dob', 'string', '', '1990-04-01', ['01/04/1990', DATE_MESSAGE]],
  ['email', 'string', '', 'alex@example.com', ['alex@', EMAIL_MESSAGE]],
  ['expiryDate', 'string', '', '2030-01-31', ['2030-31-01', DATE_MESSAGE]],
  ['file', 'file', null, [{ name: 'cv.pdf', size: 1200 }], null],
  ['fullName', 'string', '', 'Alex Citizen', null],
  ['kilometre', 'string', '', '85,000', ['85k', NUMBER_MESSAGE]],
  ['licenseNumber', 'string', '', 'QLD123456', null],
  ['locationSelect', 'string', '', 'Sales', ['Parts', OPTION_MESSAGE]],
  ['make', 'string', '', 'Toyota', null],
  ['model', 'string', '', 'Corolla', null],
  ['number', 'string', '', '3', ['three', NUMBER_MESSAGE]],
  ['phone', 'string', '', '0412 345 678', ['+1 202 555 0100', PHONE_MESSAGE]],
  ['postcode', 'string', '', '4000', ['40000', POSTCODE_MESSAGE]],
  ['radio', 'string', '', 'Sales', ['Parts', OPTION_MESSAGE]],
  ['radioGroup', 'string', '', 'Service', ['Parts', OPTION_MESSAGE]],
  ['radioCardGroup', 'string', '', 'Sales', ['Parts', OPTION_MESSAGE]],
  ['rego', 'string', '', 'ABC123', ['ABC!23', REGO_MESSAGE]],
  ['select', 'string', '', 'Sales', ['Parts', OPTION_MESSAGE]],
  ['serviceInterval', 'string', '', 'Service', ['Parts', OPTION_MESSAGE]],
  ['starRating', 'number', null, 4, [6, RATING_MESSAGE]],
  ['string', 'string', '', 'Anything', null],
  ['textarea', 'string', '', 'Is it still available?', null],
  ['tyres', 'string', '', 'Sales', ['Parts', OPTION_MESSAGE]],
  ['websiteLocationSelect', 'string', '', 'Sales', ['Parts', OPTION_MESSAGE]],
  ['year', 'string', '', '2019', ['19', YEAR_MESSAGE]],
]

describe('the field type registry', () => {
  it('registers every field type of §3 and nothing else', () => {
    expect(Object.keys(FIELD_TYPES).sort()).toEqual([...FORM_FIELD_TYPES].sort())
  })

  it.each(cases)('%s holds a %s', (type, valueType) => {
    expect(FIELD_TYPES[type].valueType).toBe(valueType)
  })

  it.each(cases)('%s is required by default with the spec message', (type, _valueType, empty) => {
    expect(messageOf(type, empty)).toBe(REQUIRED_MESSAGE)
  })

  it.each(cases)('%s accepts a valid value', (type, _valueType, _empty, valid) => {
    expect(messageOf(type, valid)).toBeUndefined()
  })

  it.each(cases.filter((entry) => entry[4] !== null))(
    '%s rejects a malformed value with its message',
    (type, ...rest) => {
      const [value, message] = rest[3] as [unknown, string]
      expect(messageOf(type, value)).toBe(message)
    },
  )

  it.each(cases.filter(([type]) => type !== 'check' && type !== 'checkCard'))(
    '%s, opted out of required, accepts an empty value',
    (type, _valueType, empty) => {
      expect(messageOf(type, empty, false)).toBeUndefined()
    },
  )

  it.each(cases.filter((entry) => entry[4] !== null && entry[0] !== 'starRating'))(
    '%s, opted out of required, still checks a filled value',
    (type, ...rest) => {
      const [value, message] = rest[3] as [unknown, string]
      expect(messageOf(type, value, false)).toBe(message)
    },
  )

  it('check and checkCard opted out accept both states; required means ticked', () => {
    for (const type of ['check', 'checkCard'] as const) {
      expect(messageOf(type, false, false)).toBeUndefined()
      expect(messageOf(type, true, false)).toBeUndefined()
      expect(messageOf(type, false, true)).toBe(REQUIRED_MESSAGE)
    }
  })

  it.each([
    ['hidden', ''],
    ['button', null],
  ] as const)('%s is never required: the page sets it, nobody types it', (type, empty) => {
    expect(FIELD_TYPES[type].canBeRequired).toBe(false)
    expect(messageOf(type, empty)).toBe(type === 'button' ? 'no rule' : undefined)
  })

  it.each([
    ['blank email says required, not invalid', 'email', '   ', REQUIRED_MESSAGE],
    ['email is trimmed before checking', 'email', ' alex@example.com ', undefined],
    ['NZ mobile with +64', 'phone', '+64 21 123 4567', undefined],
    ['AU landline with 0061', 'phone', '0061 7 3555 0199', undefined],
    ['postcode of letters', 'postcode', 'ab12', POSTCODE_MESSAGE],
    ['postcode of 3 digits', 'postcode', '400', POSTCODE_MESSAGE],
    ['year too far ahead', 'year', '2999', YEAR_MESSAGE],
    ['year from before cars', 'year', '1850', YEAR_MESSAGE],
    ['rating below 1', 'starRating', 0, RATING_MESSAGE],
    ['rating not whole', 'starRating', 3.5, RATING_MESSAGE],
  ] as const)('%s', (_label, type, value, message) => {
    expect(messageOf(type, value)).toBe(message)
  })

  it.each([
    ['numeric NZ phone under 15 digits', '0211234567', undefined],
    ['numeric NZ phone of 15 digits', '021123456789012', PHONE_TOO_LONG_MESSAGE],
    ['numeric NZ phone with letters', '021abc', PHONE_MESSAGE],
  ])('a site on the numeric phone rule: %s', (_label, value, message) => {
    expect(messageOf('phone', value, true, 'numeric')).toBe(message)
  })

  it('choice types with no fixed options accept any non-empty value', () => {
    const rule = FIELD_TYPES.select.rule({ required: true, optionValues: [], phoneRule: 'au-nz' })
    expect(rule?.safeParse('Anything').success).toBe(true)
  })
})
