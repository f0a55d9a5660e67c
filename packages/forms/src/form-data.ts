// A form post as the browser sends it, with or without JavaScript: the current step's controls,
// the other steps' values carried in hidden inputs, and the machine's state in `_`-prefixed
// fields. Parsing is strict about shape and forgiving about content: a tampered post can at
// worst restart the form, never crash the action.
import { type ChosenFile, type FieldValue, isFileList } from './field-types.js'
import { type MultiStepState, type SkippedStep, startMultiStep } from './multi-step-machine.js'
import type { FormValues, ResolvedStep } from './resolve-form.js'

export const FORM_ID_FIELD = '_form'
export const INTENT_FIELD = '_intent'
const CLIENT_KEY_FIELD = '_client_key'
const STEP_FIELD = '_step'
const TRAIL_FIELD = '_trail'
const SKIPPED_FIELD = '_skipped'
const LEAD_ID_FIELD = '_lead_id'

export type FormIntent = 'next' | 'back'

/** Reads every field of every step; checkboxes post 'true' (or 'on') only when ticked. */
export function valuesFromFormData(steps: readonly ResolvedStep[], data: FormData): FormValues {
  const values: FormValues = {}
  for (const step of steps)
    for (const field of step.fields) {
      const entries = data.getAll(field.name)
      if (field.spec.valueType === 'file') {
        values[field.name] = chosenFiles(entries)
        continue
      }
      const posted = entries.filter((value): value is string => typeof value === 'string')
      values[field.name] = parsePosted(field.spec.valueType, posted, field.defaultValue)
    }
  return values
}

/**
 * A file input's files; null when none was chosen (an empty input still posts one nameless, empty
 * part). Text posted under a file field's name is no file and is dropped.
 */
function chosenFiles(entries: readonly FormDataEntryValue[]): readonly ChosenFile[] | null {
  const files = entries.filter(
    (entry): entry is File => typeof entry !== 'string' && !(entry.size === 0 && entry.name === ''),
  )
  return files.length > 0 ? files : null
}

function parsePosted(valueType: string, posted: string[], fallback: FieldValue): FieldValue {
  switch (valueType) {
    case 'boolean':
      return posted.includes('true') || posted.includes('on')
    case 'string[]':
      return posted.filter((value) => value !== '')
    case 'number': {
      const number = Number(posted[0])
      return posted[0] && Number.isFinite(number) ? number : null
    }
    case 'none':
      return fallback
    default:
      return posted[0] ?? ''
  }
}

/** Hidden inputs that carry a value through a post: booleans as 'true'/'false', lists repeated. */
export function hiddenEntries(name: string, value: FieldValue): [string, string][] {
  // A file cannot ride in a hidden input: a file field posts with the step that shows it.
  if (value === null || value === undefined || isFileList(value)) return []
  if (Array.isArray(value)) return value.map((item) => [name, String(item)])
  return [[name, String(value)]]
}

export function machineEntries(state: MultiStepState, clientKey: string, formId: string): [string, string][] {
  return [
    [FORM_ID_FIELD, formId],
    [CLIENT_KEY_FIELD, clientKey],
    [STEP_FIELD, String(state.step)],
    [TRAIL_FIELD, state.trail.join(',')],
    [SKIPPED_FIELD, JSON.stringify(state.skipped)],
    [LEAD_ID_FIELD, state.leadId === null ? '' : String(state.leadId)],
  ]
}

function isSkip(value: unknown, stepCount: number): value is SkippedStep {
  if (typeof value !== 'object' || value === null) return false
  const { from, to } = value as Record<string, unknown>
  return (
    Number.isInteger(from) &&
    Number.isInteger(to) &&
    (from as number) < (to as number) &&
    (to as number) < stepCount
  )
}

function parseSkipped(raw: string, stepCount: number): SkippedStep[] {
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter((skip) => isSkip(skip, stepCount)) : []
  } catch {
    return []
  }
}

/** The machine as the post describes it; anything out of range falls back to a fresh start. */
export function machineFromFormData(data: FormData, stepCount: number): MultiStepState {
  const fresh = startMultiStep(stepCount)
  const step = Number(data.get(STEP_FIELD))
  if (!Number.isInteger(step) || step < 0 || step >= stepCount) return fresh
  const trail = String(data.get(TRAIL_FIELD) ?? '')
    .split(',')
    .filter((part) => part !== '')
    .map(Number)
  if (!trail.every((entry) => Number.isInteger(entry) && entry >= 0 && entry < step)) return fresh
  const rawLeadId = String(data.get(LEAD_ID_FIELD) ?? '')
  return {
    ...fresh,
    step,
    trail,
    skipped: parseSkipped(String(data.get(SKIPPED_FIELD) ?? '[]'), stepCount),
    leadId: rawLeadId === '' ? null : /^\d+$/.test(rawLeadId) ? Number(rawLeadId) : rawLeadId,
  }
}

export function intentOf(data: FormData): FormIntent {
  return data.get(INTENT_FIELD) === 'back' ? 'back' : 'next'
}

/** A client key: one per form visit, so a retried post never makes a second lead (issue 4). */
export function clientKeyOf(data: FormData): string | null {
  const key = data.get(CLIENT_KEY_FIELD)
  return typeof key === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(key) ? key : null
}
