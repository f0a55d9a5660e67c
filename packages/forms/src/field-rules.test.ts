import { EMAIL_MESSAGE, PHONE_MESSAGE, POSTCODE_MESSAGE, REQUIRED_MESSAGE } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { emailField, fieldErrors, optional, phoneField, postcodeField, requiredText } from './field-rules.js'

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('field rules carry the spec messages', () => {
  it.each([
    ['required: empty', requiredText, '', REQUIRED_MESSAGE],
    ['required: blanks', requiredText, '   ', REQUIRED_MESSAGE],
    ['required: missing', requiredText, undefined, REQUIRED_MESSAGE],
    ['required: filled', requiredText, 'Alex', undefined],
    ['email: empty', emailField, '', REQUIRED_MESSAGE],
    ['email: invalid', emailField, 'alex@', EMAIL_MESSAGE],
    ['email: valid', emailField, 'alex@example.com', undefined],
    ['phone: empty', phoneField, '', REQUIRED_MESSAGE],
    ['phone: US number', phoneField, '+1 202 555 0100', PHONE_MESSAGE],
    ['phone: AU mobile', phoneField, '0412 345 678', undefined],
    ['phone: NZ mobile with +64', phoneField, '+64 21 123 4567', undefined],
    ['postcode: 3 digits', postcodeField, '400', POSTCODE_MESSAGE],
    ['postcode: 4 digits', postcodeField, '4000', undefined],
    ['postcode: 5 digits', postcodeField, '40000', POSTCODE_MESSAGE],
    ['postcode: letters', postcodeField, 'ab12', POSTCODE_MESSAGE],
  ])('%s', (_label, schema, value, expected) => {
    expect(messageOf(schema, value)).toBe(expected)
  })

  it('optional fields accept empty and still check filled values', () => {
    const rego = optional(postcodeField)
    expect(messageOf(rego, '')).toBeUndefined()
    expect(messageOf(rego, undefined)).toBeUndefined()
    expect(messageOf(rego, '12')).toBe(POSTCODE_MESSAGE)
  })

  it('fieldErrors keeps the first message per field', () => {
    const form = z.object({ name: requiredText, email: emailField })
    const result = form.safeParse({ name: '', email: 'x' })
    expect(result.success).toBe(false)
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({ name: REQUIRED_MESSAGE, email: EMAIL_MESSAGE })
  })
})
