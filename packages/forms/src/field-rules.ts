// Field validation for lead forms: zod schemas carrying the spec's exact messages (§5, §8).
// The rules themselves live in @forecourt/domain; this file only adapts them to zod.
import {
  EMAIL_MESSAGE,
  isValidEmail,
  isValidPostcode,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  validatePhone,
} from '@forecourt/domain'
import { z } from 'zod'

/** Every field is required by default with '*This is a required field.' (§5). */
export const requiredText = z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE)

export const emailField = requiredText.refine(isValidEmail, EMAIL_MESSAGE)

export const phoneField = requiredText.superRefine((value, context) => {
  const message = validatePhone(value)
  if (message) context.addIssue({ code: 'custom', message })
})

export const postcodeField = requiredText.max(4, POSTCODE_MESSAGE).refine(isValidPostcode, POSTCODE_MESSAGE)

/** An optional text field: empty is fine, otherwise `rule` applies. */
export function optional<T extends z.ZodType<string>>(rule: T) {
  return z.union([z.literal(''), rule]).optional()
}

/** The first message of each failing field, keyed by field name, as forms show them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.')
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}
