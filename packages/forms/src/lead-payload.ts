// The lead a form step sends (§3 Lead form, §4 Multi-step lead, §7 Lead submit): the typed values
// of every step so far, the car's keys, the category, and the multi-step bookkeeping.
import { INCOMPLETE_LEAD_STATUS } from '@forecourt/domain'
import { type ChosenFile, type FieldValue, isFileList } from './field-types.js'
import type { FormContext } from './form-context.js'
import type { FormDefinition } from './form-definition.js'
import { leadEventOf } from './lead-event.js'
import { isLastStep, type MultiStepState, type SkippedStep } from './multi-step-machine.js'
import type { FormValues, ResolvedStep } from './resolve-form.js'

export type LeadValue = string | number | boolean | readonly string[] | readonly SkippedStep[] | null

export interface LeadPayload {
  /** The lead's fields, keyed as §3 names them; extra questions keep their own field names. */
  lead: Record<string, LeadValue>
  /** §7: 'multi-step sends userData and isLastStep flag'. */
  isLastStep: boolean
  /** The step's chosen files by field (issue 16 row 15); absent when it has none. */
  files?: LeadPayloadFile[]
}

export interface LeadPayloadFile {
  field: string
  file: ChosenFile
}

function sendable(value: FieldValue): LeadValue | undefined {
  if (value === null || value === undefined) return undefined
  // Files travel beside the lead (LeadPayload.files); the platform records their names as the answer.
  if (isFileList(value)) return undefined
  return value as LeadValue
}

export interface LeadPayloadInput {
  definition: FormDefinition
  context: FormContext
  steps: readonly ResolvedStep[]
  state: MultiStepState
  values: FormValues
}

export function leadPayload({ definition, context, steps, state, values }: LeadPayloadInput): LeadPayload {
  const last = isLastStep(state)
  const lead: Record<string, LeadValue> = {}
  const files: LeadPayloadFile[] = []
  // Steps up to the current one, skipping those jumped over: a skipped step's defaults are not answers.
  const skippedSteps = new Set(
    state.skipped.flatMap(({ from, to }) => Array.from({ length: to - from - 1 }, (_, i) => from + 1 + i)),
  )
  steps.slice(0, state.step + 1).forEach((step, index) => {
    if (skippedSteps.has(index)) return
    for (const field of step.fields) {
      if (field.control === 'button') continue
      const chosen = values[field.name]
      // Only the posted step's files: earlier steps' were sent with them, and files ride in no hidden input.
      if (isFileList(chosen) && index === state.step)
        for (const file of chosen) files.push({ field: field.name, file })
      const value = sendable(values[field.name] ?? field.defaultValue)
      if (value !== undefined && value !== '') lead[field.name] = value
    }
  })

  const car = context.car
  if (car) {
    lead.car_id = car.id
    lead.stock_number = car.stocknum
    lead['Vehicle Make'] = car.make
    lead['Vehicle Model'] = car.model
    lead.car_type = car.car_type
    lead.vehicle_status = car.status
    lead.dealership_slug ??= car.dealership_slug
    lead.location ??= car.location
  }
  if (context.pageId) lead.page_id = context.pageId
  if (context.manufacturerSlug) lead.manufacturer_slug = context.manufacturerSlug

  const chosen = typeof lead.category === 'string' ? lead.category : undefined
  const event = leadEventOf(definition, context, chosen)
  lead.category = event.category
  lead.subcategory = event.subcategory
  if (typeof lead.opt_in !== 'boolean') lead.opt_in = false

  if (state.stepCount > 1) {
    lead.step_number = state.step
    lead.skipped_steps = state.skipped
    if (state.leadId !== null) lead.lead_id = state.leadId
  }
  lead.form_completed = last
  if (!last) lead.lead_status = INCOMPLETE_LEAD_STATUS
  return files.length > 0 ? { lead, isLastStep: last, files } : { lead, isLastStep: last }
}
