import { z } from 'zod'

/**
 * A form's own questions beyond the §3 lead fields (loan_amount, trade_in_make, service_interval,
 * hear_about_us, position, …), kept in the lead's `form` column. Bounded so an answer is what a
 * form field holds: text, a number, a tick, or the ticked options of a group.
 */
export const MAX_ANSWERS = 100
export const MAX_ANSWER_LENGTH = 5000
export const MAX_ANSWER_ITEMS = 50
export const MAX_ANSWER_ITEM_LENGTH = 500

/** Field names as forms write them: 'trade_in_km', 'Test Drive Booking Date' (§3 keys have spaces). */
const ANSWER_KEY = /^[A-Za-z][A-Za-z0-9 _-]{0,63}$/
const ANSWER_KEY_MESSAGE = 'Answer names are 1 to 64 letters, digits, spaces, _ or -, starting with a letter'

export const AnswerValueSchema = z.union(
  [
    z.string().max(MAX_ANSWER_LENGTH),
    z.number().finite(),
    z.boolean(),
    z.array(z.string().max(MAX_ANSWER_ITEM_LENGTH)).max(MAX_ANSWER_ITEMS),
  ],
  {
    error: `Answers are text (up to ${MAX_ANSWER_LENGTH} characters), a number, true or false, or up to ${MAX_ANSWER_ITEMS} texts`,
  },
)
export type AnswerValue = z.infer<typeof AnswerValueSchema>
export type LeadAnswers = Record<string, AnswerValue>

export interface ExtraAnswers {
  answers: LeadAnswers
  /** Messages by field name, in the API's error shape. */
  errors: Record<string, string[]>
}

// A field name in an error is the client's own text: cut so an error never echoes a huge key.
const shown = (key: string) => (key.length > 64 ? `${key.slice(0, 64)}…` : key)

/**
 * The answers of a lead body that are not among `known` fields. Keys are the body's own (JSON.parse
 * makes '__proto__' an own key; the pattern refuses it), and the result is built with
 * Object.fromEntries, so no key can reach a prototype.
 */
export function extraAnswersOf(body: unknown, known: ReadonlySet<string>): ExtraAnswers {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { answers: {}, errors: {} }
  const entries = Object.entries(body).filter(([key]) => !known.has(key))
  if (entries.length > MAX_ANSWERS) {
    return {
      answers: {},
      errors: { '(answers)': [`A lead takes at most ${MAX_ANSWERS} answers besides the lead form fields`] },
    }
  }
  const answers: Array<[string, AnswerValue]> = []
  const errors: Array<[string, string[]]> = []
  for (const [key, value] of entries) {
    if (!ANSWER_KEY.test(key)) {
      errors.push([shown(key), [ANSWER_KEY_MESSAGE]])
      continue
    }
    const parsed = AnswerValueSchema.safeParse(value)
    if (parsed.success) answers.push([key, parsed.data])
    else errors.push([key, [parsed.error.issues[0]?.message ?? ANSWER_KEY_MESSAGE]])
  }
  // fromEntries defines own properties: a '__proto__' error key is listed, never a prototype.
  return { answers: Object.fromEntries(answers), errors: Object.fromEntries(errors) }
}
