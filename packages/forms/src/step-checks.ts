// The rules across answers a form step may name (form-definition.ts StepCheck). Each comes from
// the domain, so the browser and the server refuse the same pairs with the same words.
import { rentalDatesProblem } from '@forecourt/domain'
import type { FieldValue } from './field-types.js'
import type { StepCheck, StepCheckRule } from './form-definition.js'

const RULES: Readonly<Record<StepCheckRule, (first: string, second: string) => string | null>> = {
  'rental-period': rentalDatesProblem,
}

const textOf = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '')

/** Messages of the checks that fail, under each check's last field; empty when all hold. */
export function stepCheckErrors(
  checks: readonly StepCheck[],
  values: Readonly<Record<string, FieldValue>>,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const { rule, fields } of checks) {
    const [first, second] = fields
    const problem = RULES[rule](textOf(values[first]), textOf(values[second]))
    if (problem && !(second in errors)) errors[second] = problem
  }
  return errors
}
