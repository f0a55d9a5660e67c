// Field validation as zod/mini schemas carrying the spec's exact messages (§5, §8). The rules come
// from @forecourt/domain; this file adapts them to zod. zod/mini keeps the client bundle small
// (the 45 kB budget of issue 7) and is a Standard Schema, which TanStack Form reads directly.
import {
  EMAIL_MESSAGE,
  isValidEmail,
  isValidPostcode,
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_MAX_COUNT,
  leadFileEmptyMessage,
  leadFileShownName,
  leadFileTooLargeMessage,
  leadFileTooManyMessage,
  type PhoneInputRule,
  POSTCODE_MAX_LENGTH,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  validatePhoneWith,
} from '@forecourt/domain'
import * as z from 'zod/mini'
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

export type FieldRule = z.ZodMiniType

/** A format check that lets an empty value through: emptiness is the required check's business. */
function format(isValid: (value: string) => boolean, message: string) {
  return z.refine<string>((value) => value === '' || isValid(value), { error: message })
}

/**
 * Text, trimmed. Required (the default, §5) fails an empty value with '*This is a required field.'
 * and stops there, so a blank email says 'required', not 'invalid email address'.
 */
export function text(required = true, ...checks: z.core.$ZodCheck<string>[]) {
  const base = z.string({ error: REQUIRED_MESSAGE }).check(z.trim())
  if (!required) return z.optional(checks.length ? base.check(...checks) : base)
  const filled = base.check(z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }))
  return checks.length ? filled.check(...checks) : filled
}

export const emailRule = (required = true) => text(required, format(isValidEmail, EMAIL_MESSAGE))

/** AU/NZ phone, or the numeric NZ variant a site may choose (§5). */
export function phoneRule(required = true, rule: PhoneInputRule = 'au-nz') {
  return text(
    required,
    z.superRefine<string>((value, context) => {
      const message = value === '' ? undefined : validatePhoneWith(rule, value)
      if (message) context.issues.push({ code: 'custom', message, input: value })
    }),
  )
}

export const postcodeRule = (required = true) =>
  text(
    required,
    z.maxLength(POSTCODE_MAX_LENGTH, { error: POSTCODE_MESSAGE, abort: true }),
    format(isValidPostcode, POSTCODE_MESSAGE),
  )

const isWholeNumber = (value: string) => /^\d+(?:\.\d+)?$/.test(value.replace(/[,$\s]/g, ''))

/** Amounts and distances typed as text (currency, km, distance, number): digits, commas and '$'. */
export const numberRule = (required = true) => text(required, format(isWholeNumber, NUMBER_MESSAGE))

/** A model year from 1900 to next year (new models are sold ahead of their year). */
export function yearRule(required = true, now: Date = new Date()) {
  const latest = now.getUTCFullYear() + 1
  return text(
    required,
    format(
      (value) => /^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= latest,
      YEAR_MESSAGE,
    ),
  )
}

// AU plates are up to 7 characters (some 9 with spaces for custom plates), NZ up to 6.
export const regoRule = (required = true) =>
  text(
    required,
    format((value) => /^[a-z0-9][a-z0-9 -]{0,8}$/i.test(value), REGO_MESSAGE),
  )

const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** A calendar date as an `<input type="date">` sends it (yyyy-mm-dd). */
export const dateRule = (required = true) => text(required, format(isIsoDate, DATE_MESSAGE))

/** A date and time as an `<input type="datetime-local">` sends it. */
export const dateTimeRule = (required = true) =>
  text(
    required,
    format(
      (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
      DATE_TIME_MESSAGE,
    ),
  )

/** A card's expiry as printed on it, MM/YY. */
export const cardExpiryRule = (required = true) =>
  text(
    required,
    format((value) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(value), CARD_EXPIRY_MESSAGE),
  )

/** One value of a fixed list (select, radio group): anything else is a tampered or stale post. */
export const choiceRule = (values: readonly string[], required = true) =>
  text(
    required,
    format((value) => values.length === 0 || values.includes(value), OPTION_MESSAGE),
  )

/** A checkbox; required means it must be ticked (terms_agreed, §5). */
export const checkRule = (required = false) =>
  required ? z.boolean().check(z.refine((value) => value, { error: REQUIRED_MESSAGE })) : z.boolean()

/** Several checkboxes (additional_services): required means at least one. */
export const checkGroupRule = (required = true) =>
  required ? z.array(z.string()).check(z.minLength(1, { error: REQUIRED_MESSAGE })) : z.array(z.string())

export const starRatingRule = (required = true) => {
  const base = z.number({ error: required ? REQUIRED_MESSAGE : RATING_MESSAGE })
  const rating = base.check(
    z.int({ error: RATING_MESSAGE }),
    z.gte(1, { error: RATING_MESSAGE }),
    z.lte(5, { error: RATING_MESSAGE }),
  )
  return required ? rating : z.nullable(rating)
}

interface Chosen {
  name: string
  size: number
}
const isChosenList = (value: unknown): value is Chosen[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => typeof item?.name === 'string' && typeof item?.size === 'number')
const emptyFile = (files: readonly Chosen[]) => files.find((file) => file.size === 0)
const largeFile = (files: readonly Chosen[]) => files.find((file) => file.size > LEAD_FILE_MAX_BYTES)
const nameOf = (file: Chosen | undefined) => leadFileShownName(file?.name ?? '')

/**
 * Chosen files (photos of a car, a document): required means at least one. The count and sizes
 * are checked here, so the browser says so before sending; what the bytes are is checked where the
 * bytes are read (the app's action and the platform, with the domain's checkLeadFiles).
 */
export const fileRule = (required = true) => {
  const files = z.custom<Chosen[]>(isChosenList, { error: REQUIRED_MESSAGE }).check(
    z.refine((list) => list.length <= LEAD_FILE_MAX_COUNT, { error: leadFileTooManyMessage() }),
    z.refine((list) => !emptyFile(list), {
      error: (issue) => leadFileEmptyMessage(nameOf(emptyFile(issue.input as Chosen[]))),
    }),
    z.refine((list) => !largeFile(list), {
      error: (issue) => leadFileTooLargeMessage(nameOf(largeFile(issue.input as Chosen[]))),
    }),
  )
  return required ? files : z.nullable(files)
}

/** The first message of each failing field, keyed by field name, as forms show them. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.')
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}
