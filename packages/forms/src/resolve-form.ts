// A form definition resolved against a context: which fields show, which are required, their
// options and their zod schema. Server action and browser run exactly this, so a shopper without
// JavaScript gets the same messages as one with it.
import { HEAR_ABOUT_US_OPTIONS } from '@forecourt/domain'
import * as z from 'zod/mini'
import { type Condition, holds } from './conditions.js'
import { type FieldRule, fieldErrors } from './field-rules.js'
import { type FieldControl, type FieldTypeSpec, type FieldValue, fieldTypeOf } from './field-types.js'
import type { FormContext, FormOption } from './form-context.js'
import type { FieldDefinition, FormDefinition, StepDefinition } from './form-definition.js'
import { stepCheckErrors } from './step-checks.js'

export interface ResolvedField {
  name: string
  type: FieldDefinition['type']
  control: FieldControl
  label: string
  required: boolean
  options: readonly FormOption[]
  description?: string | undefined
  spec: FieldTypeSpec
  autoComplete?: string | undefined
  defaultValue: FieldValue
}

export interface ResolvedStep {
  title: string
  fields: readonly ResolvedField[]
  skip?: StepDefinition['skip']
  checks?: StepDefinition['checks']
}

export type FormValues = Record<string, FieldValue>

function optionsOf(field: FieldDefinition, context: FormContext): readonly FormOption[] {
  const source = field.options
  if (source === undefined) return []
  if (source === 'locations') return context.locations
  if (source === 'dealerships') return context.dealerships
  if (source === 'hear-about-us')
    return HEAR_ABOUT_US_OPTIONS.map((option) => ({ value: option, label: option }))
  if (source === 'subscription-terms') return context.subscriptionTerms
  if (source === 'test-drive-times') return context.testDriveTimes
  return source
}

function showsCategory(definition: FormDefinition): boolean {
  return definition.steps.some((step) => step.fields.some((field) => field.name === 'category'))
}

function isRequired(field: FieldDefinition, spec: FieldTypeSpec, check: (c: Condition) => boolean): boolean {
  if (!spec.canBeRequired) return false
  const required = field.required ?? true
  return typeof required === 'boolean' ? required : check(required)
}

/** Every step of `definition` with only the fields that show in `context`. */
export function resolveForm(definition: FormDefinition, context: FormContext): ResolvedStep[] {
  const check = (condition: Condition) => holds(condition, context, showsCategory(definition))
  return definition.steps.map((step) => ({
    title: step.title,
    ...(step.skip ? { skip: step.skip } : {}),
    ...(step.checks ? { checks: step.checks } : {}),
    fields: step.fields
      .filter((field) => field.when === undefined || check(field.when))
      .map((field) => {
        const spec = fieldTypeOf(field.type)
        return {
          name: field.name,
          type: field.type,
          control: spec.control,
          label: field.label,
          required: isRequired(field, spec, check),
          options: optionsOf(field, context),
          description: field.description,
          spec,
          autoComplete: field.autoComplete ?? spec.autoComplete,
          defaultValue: (field.defaultValue as FieldValue | undefined) ?? spec.defaultValue,
        }
      }),
  }))
}

function ruleOf(field: ResolvedField, context: FormContext): FieldRule | undefined {
  return field.spec.rule({
    required: field.required,
    optionValues: field.options.map((option) => option.value),
    phoneRule: context.phoneRule,
  })
}

/** The zod/mini object schema of one step's fields (a Standard Schema for TanStack Form). */
function stepSchema(step: ResolvedStep, context: FormContext) {
  const shape: Record<string, FieldRule> = {}
  for (const field of step.fields) {
    const rule = ruleOf(field, context)
    if (rule) shape[field.name] = rule
  }
  return z.looseObject(shape)
}

/** Starting values of every field of every step, before prefill. */
export function defaultValuesOf(steps: readonly ResolvedStep[]): FormValues {
  const values: FormValues = {}
  for (const step of steps) for (const field of step.fields) values[field.name] = field.defaultValue
  return values
}

export type StepValidation = { ok: true; values: FormValues } | { ok: false; errors: Record<string, string> }

/**
 * Validates one step's values: the parsed (trimmed) values, or the first message per field. The
 * step's checks across answers run once every field has passed its own rule.
 */
export function validateStep(step: ResolvedStep, context: FormContext, values: FormValues): StepValidation {
  const result = stepSchema(step, context).safeParse(values)
  if (!result.success) return { ok: false, errors: fieldErrors(result.error) }
  const parsed = result.data as FormValues
  const errors = stepCheckErrors(step.checks ?? [], parsed)
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values: parsed }
}

/** The step to go to after `step`: the skip target when its answer holds, else the next one. */
export function nextStepOf(step: ResolvedStep, index: number, values: FormValues): number {
  if (step.skip && values[step.skip.when.field] === step.skip.when.equals) return step.skip.to
  return index + 1
}
