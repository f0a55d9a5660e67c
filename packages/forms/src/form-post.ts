// One post of a lead form, from parsed data to the next state (§4): Back moves without sending;
// otherwise the current step is validated, sent (incomplete before the last step, completed on
// it) and the machine moves on, or stays with the error. The sender is injected, so the same code
// runs in a React Router action and in tests.
import type { FormContext } from './form-context.js'
import { clientKeyOf, intentOf, machineFromFormData, valuesFromFormData } from './form-data.js'
import { type FormDefinition, sendFailureMessage } from './form-definition.js'
import { type LeadEvent, leadEventOf } from './lead-event.js'
import { type LeadPayload, leadPayload } from './lead-payload.js'
import { isLastStep, type MultiStepState, multiStepReducer } from './multi-step-machine.js'
import { type FormValues, nextStepOf, resolveForm, validateStep } from './resolve-form.js'

/**
 * A short hash of what a step sends. The platform replays a retried key and refuses the same key
 * with another body (409), so an edited step after Back needs a key of its own (FNV-1a, 32 bit).
 */
function fingerprint(payload: LeadPayload): string {
  let hash = 0x811c9dc5
  // A file stringifies as {}: its name and size stand for it, so other files make another key.
  const files = payload.files?.map(({ field, file }) => [field, file.name, file.size])
  for (const char of JSON.stringify({ ...payload, files })) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

export type SendResult =
  | { ok: true; leadId: string | number | null }
  /** `fields`: messages the platform gave per field, shown under them like the form's own. */
  | { ok: false; message?: string | undefined; fields?: Record<string, string> | undefined }

/** Sends one step's lead; `idempotencyKey` is the same for a retry of the same step. */
export type SendLead = (payload: LeadPayload & { idempotencyKey: string }) => Promise<SendResult>

export interface LeadPostResult {
  formId: string
  clientKey: string
  state: MultiStepState
  /** Everything typed, on every outcome: nothing a shopper typed is ever lost. */
  values: FormValues
  errors: Record<string, string>
  /** Set once the completed lead was accepted. */
  success: (LeadEvent & { car: { id: number; name: string; slug: string } | null }) | null
}

export interface LeadPostInput {
  definition: FormDefinition
  context: FormContext
  data: FormData
  send: SendLead
  /** Used when the post carries no (or a malformed) client key. */
  newClientKey: () => string
}

export async function handleLeadPost({ definition, context, data, send, newClientKey }: LeadPostInput) {
  const steps = resolveForm(definition, context)
  const values = valuesFromFormData(steps, data)
  const clientKey = clientKeyOf(data) ?? newClientKey()
  let state = machineFromFormData(data, steps.length)
  const result = (overrides: Partial<LeadPostResult>): LeadPostResult => ({
    formId: definition.id,
    clientKey,
    state,
    values,
    errors: {},
    success: null,
    ...overrides,
  })

  if (intentOf(data) === 'back') return result({ state: multiStepReducer(state, { type: 'back' }) })

  const step = steps[state.step]
  if (!step) return result({})
  const validation = validateStep(step, context, values)
  if (!validation.ok) return result({ errors: validation.errors })
  const checked = { ...values, ...validation.values }

  state = multiStepReducer(state, { type: 'submit' })
  const payload = leadPayload({ definition, context, steps, state, values: checked })
  let sent: SendResult
  try {
    sent = await send({ ...payload, idempotencyKey: `${clientKey}-${state.step}-${fingerprint(payload)}` })
  } catch {
    sent = { ok: false }
  }
  if (!sent.ok) {
    state = multiStepReducer(state, { type: 'failed', error: sent.message || sendFailureMessage(definition) })
    return result({ state, values: checked, errors: sent.fields ?? {} })
  }
  if (!isLastStep(state)) {
    state = multiStepReducer(state, {
      type: 'stepSaved',
      leadId: sent.leadId,
      to: nextStepOf(step, state.step, checked),
    })
    return result({ state, values: checked })
  }
  state = multiStepReducer(state, { type: 'completed', leadId: sent.leadId })
  const car = context.car ? { id: context.car.id, name: context.car.name, slug: context.car.slug } : null
  const chosen = typeof checked.category === 'string' ? checked.category : undefined
  return result({ state, values: checked, success: { ...leadEventOf(definition, context, chosen), car } })
}
