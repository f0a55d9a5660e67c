// A form is data (ARCHITECTURE.md, Forms): steps of fields of the spec's field types (§3), each
// required unless it opts out, shown and required under conditions that read the form context.
import { FORM_SUBMIT_ERROR_MESSAGE, type FormFieldType, UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain'
import type { Condition } from './conditions.js'
import type { FormOption } from './form-context.js'

/** Options of a choice field: fixed, or taken from the site (its locations, its dealerships). */
export type OptionsSource =
  | readonly FormOption[]
  | 'locations'
  | 'dealerships'
  | 'hear-about-us'
  /** The terms a subscription car can be applied for, from its minimum term (issue 11). */
  | 'subscription-terms'
  /** The free test-drive times of the chosen location, from the platform (issue 16 row 13). */
  | 'test-drive-times'

export interface FieldDefinition {
  /** The lead key the value is sent as (§3 Lead form), e.g. 'name' or 'Vehicle Make'. */
  name: string
  type: FormFieldType
  label: string
  /** Required by default (§5); `false` opts out; a condition makes it depend on the context. */
  required?: boolean | Condition
  /** Shown only when the condition holds; a hidden field is neither validated nor sent. */
  when?: Condition
  options?: OptionsSource
  description?: string
  /** Starting value; otherwise the field type's default. */
  defaultValue?: string | boolean | readonly string[]
  /** Autofill token (WCAG 1.3.5 identify input purpose). */
  autoComplete?: string
}

/** A condition on what the shopper answered, e.g. 'no trade-in'. */
export interface AnswerCondition {
  field: string
  equals: string | boolean
}

/**
 * A rule across answers of one step, by name so a form stays plain data (step-checks.ts holds the
 * rules). It is weighed once each field has passed its own rule; the message shows under the last
 * field, e.g. a rental's return after its pick-up.
 */
export interface StepCheck {
  rule: StepCheckRule
  /** The answers the rule weighs, in its order. */
  fields: readonly [string, string]
}

/** 'rental-period': a return after the pick-up, within a year (domain rentalDatesProblem). */
export type StepCheckRule = 'rental-period'

export interface StepDefinition {
  title: string
  fields: readonly FieldDefinition[]
  checks?: readonly StepCheck[]
  /** Jump past the following steps when the answer holds (§4: skips are recorded). */
  skip?: { when: AnswerCondition; to: number }
}

/** How the analytics event of a submitted form is picked (§9). */
export type FormEventRule = 'enquiry' | 'test-drive' | 'general'

export interface FormDefinition {
  /** Stable id, sent with every post so the server knows which definition to validate against. */
  id: string
  title: string
  /** Lead category (§3); careers is turned into General Enquiry / Career Enquiry by the domain. */
  category: string
  subcategory?: string
  event: FormEventRule
  /** Which of the site's button texts the final button shows (§9). */
  submitLabel: 'enquire' | 'submit'
  /** Whether the form only makes sense about a car (Enquire Now, Book a Test Drive, …). */
  needsCar?: boolean
  /** A short paragraph under the title (e.g. the trade-in note). */
  intro?: string
  steps: readonly StepDefinition[]
}

/**
 * What a form says when its lead could not be sent and the server gave no words of its own (§8):
 * the car enquiry forms 'An unexpected error occured' (§4 Enquiry), every other form 'An error
 * occurred when submitting this form'. The analytics rule already tells the two apart.
 */
export function sendFailureMessage(definition: Pick<FormDefinition, 'event'>): string {
  return definition.event === 'general' ? FORM_SUBMIT_ERROR_MESSAGE : UNEXPECTED_ERROR_MESSAGE
}
