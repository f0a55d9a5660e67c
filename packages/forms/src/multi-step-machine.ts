// The multi-step lead machine of spec §4, as a pure reducer: no timers, no I/O, no React.
// Start at step 0; forward only up to the last step; Back returns to the step the shopper came
// from (the earlier step, or the step a skip jumped from); skips are recorded as from/to pairs;
// a step only advances once the platform has saved it, and a failure keeps the step.

export type FormStatus = 'idle' | 'submitting' | 'success' | 'failure'

export interface SkippedStep {
  from: number
  to: number
}

export interface MultiStepState {
  step: number
  stepCount: number
  /** Steps the shopper came through, latest last: what Back walks. */
  trail: readonly number[]
  skipped: readonly SkippedStep[]
  /** The platform's id of the lead being built, from the first saved step on. */
  leadId: string | number | null
  status: FormStatus
  /** A form or step error to show in a destructive alert (§4, §8). */
  error: string | null
}

export type MultiStepEvent =
  | { type: 'submit' }
  /** The current step was saved (as an incomplete lead); go to `to`, else the next step. */
  | { type: 'stepSaved'; leadId: string | number | null; to?: number }
  /** The last step was sent as the completed lead. */
  | { type: 'completed'; leadId?: string | number | null }
  | { type: 'failed'; error: string }
  | { type: 'back' }

export function startMultiStep(stepCount: number): MultiStepState {
  if (!Number.isInteger(stepCount) || stepCount < 1) throw new RangeError('a form has at least one step')
  return { step: 0, stepCount, trail: [], skipped: [], leadId: null, status: 'idle', error: null }
}

export function isLastStep(state: MultiStepState): boolean {
  return state.step === state.stepCount - 1
}

/** Back shows on every step but the first (§4). */
export function canGoBack(state: MultiStepState): boolean {
  return state.step > 0
}

/** 100 once complete, else step/total as a rounded percent (§4). */
export function progressPercent(state: MultiStepState): number {
  return state.status === 'success' ? 100 : Math.round((state.step / state.stepCount) * 100)
}

/** What the current step's submit sends: an incomplete lead, or the completed one (§4). */
export function sendKind(state: MultiStepState): 'incomplete' | 'final' {
  return isLastStep(state) ? 'final' : 'incomplete'
}

export function multiStepReducer(state: MultiStepState, event: MultiStepEvent): MultiStepState {
  switch (event.type) {
    case 'submit':
      if (state.status === 'submitting' || state.status === 'success') return state
      return { ...state, status: 'submitting', error: null }
    case 'stepSaved': {
      const last = state.stepCount - 1
      const to = Math.min(Math.max(event.to ?? state.step + 1, state.step + 1), last)
      if (state.step === last) return { ...state, status: 'idle', leadId: event.leadId ?? state.leadId }
      return {
        ...state,
        step: to,
        trail: [...state.trail, state.step],
        skipped: to > state.step + 1 ? [...state.skipped, { from: state.step, to }] : state.skipped,
        leadId: event.leadId ?? state.leadId,
        status: 'idle',
        error: null,
      }
    }
    case 'completed':
      return { ...state, status: 'success', error: null, leadId: event.leadId ?? state.leadId }
    case 'failed':
      return { ...state, status: 'failure', error: event.error }
    case 'back': {
      if (state.trail.length === 0 || state.status === 'submitting') return state
      const previous = state.trail[state.trail.length - 1] as number
      return {
        ...state,
        step: previous,
        trail: state.trail.slice(0, -1),
        // Going back before a skip undoes it: the shopper will walk those steps again.
        skipped: state.skipped.filter((skip) => skip.from < previous),
        status: 'idle',
        error: null,
      }
    }
  }
}
