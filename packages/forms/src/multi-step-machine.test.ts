import { describe, expect, it } from 'vitest'
import {
  canGoBack,
  isLastStep,
  type MultiStepEvent,
  type MultiStepState,
  multiStepReducer,
  progressPercent,
  sendKind,
  startMultiStep,
} from './multi-step-machine.js'

const run = (stepCount: number, events: MultiStepEvent[]): MultiStepState =>
  events.reduce(multiStepReducer, startMultiStep(stepCount))

const save = (leadId: number | null = 7, to?: number): MultiStepEvent[] => [
  { type: 'submit' },
  to === undefined ? { type: 'stepSaved', leadId } : { type: 'stepSaved', leadId, to },
]

describe('the multi-step lead machine (§4)', () => {
  it('starts at step 0, idle, with no lead, no skips and no Back', () => {
    const state = startMultiStep(4)
    expect(state).toMatchObject({
      step: 0,
      stepCount: 4,
      status: 'idle',
      leadId: null,
      skipped: [],
      error: null,
    })
    expect(canGoBack(state)).toBe(false)
  })

  it('refuses a form without steps', () => {
    expect(() => startMultiStep(0)).toThrow(RangeError)
  })

  it.each([
    ['step 0 of 4', 4, [], 0, 0],
    ['step 1 of 4', 4, save(), 1, 25],
    ['step 2 of 3', 3, [...save(), ...save()], 2, 67],
    ['step 1 of 3', 3, save(), 1, 33],
    ['single step form', 1, [], 0, 0],
  ] as const)('%s: progress is step/total rounded', (_label, count, events, step, percent) => {
    const state = run(count, [...events])
    expect(state.step).toBe(step)
    expect(progressPercent(state)).toBe(percent)
  })

  it('progress is 100 once the lead is complete', () => {
    const state = run(3, [...save(), ...save(), { type: 'submit' }, { type: 'completed' }])
    expect(state.status).toBe('success')
    expect(progressPercent(state)).toBe(100)
  })

  it('a saved step moves forward and keeps the lead id the platform returned', () => {
    const state = run(3, save(91))
    expect(state).toMatchObject({ step: 1, leadId: 91, status: 'idle', trail: [0] })
  })

  it('later steps reuse the first lead id when the platform answers without one', () => {
    expect(run(3, [...save(91), ...save(null)]).leadId).toBe(91)
  })

  it('never goes past the last step', () => {
    const state = run(2, [...save(), ...save(), ...save(1, 9)])
    expect(state.step).toBe(1)
    expect(isLastStep(state)).toBe(true)
  })

  it('a failed send keeps the step and shows the error', () => {
    const state = run(3, [...save(), { type: 'submit' }, { type: 'failed', error: 'Phone is blocked' }])
    expect(state).toMatchObject({ step: 1, status: 'failure', error: 'Phone is blocked' })
  })

  it('submitting again clears the error', () => {
    const state = run(3, [{ type: 'submit' }, { type: 'failed', error: 'x' }, { type: 'submit' }])
    expect(state).toMatchObject({ status: 'submitting', error: null })
  })

  it('ignores a second submit while one is in flight or after success', () => {
    const submitting = run(2, [{ type: 'submit' }])
    expect(multiStepReducer(submitting, { type: 'submit' })).toBe(submitting)
    const done = run(1, [{ type: 'submit' }, { type: 'completed' }])
    expect(multiStepReducer(done, { type: 'submit' })).toBe(done)
  })

  it('records a skip as a from/to pair and Back returns to the step skipped from', () => {
    const skipped = run(4, [...save(5, 3)])
    expect(skipped).toMatchObject({ step: 3, skipped: [{ from: 0, to: 3 }] })
    const back = multiStepReducer(skipped, { type: 'back' })
    expect(back).toMatchObject({ step: 0, skipped: [] })
  })

  it('Back walks the trail one step at a time and keeps skips made before the step returned to', () => {
    const state = run(5, [...save(), ...save(5, 4)])
    expect(state).toMatchObject({ step: 4, trail: [0, 1], skipped: [{ from: 1, to: 4 }] })
    const once = multiStepReducer(state, { type: 'back' })
    expect(once).toMatchObject({ step: 1, skipped: [] })
    const twice = multiStepReducer(once, { type: 'back' })
    expect(twice.step).toBe(0)
    expect(canGoBack(twice)).toBe(false)
  })

  it('keeps the lead id when going back, so the next save updates the same lead', () => {
    const state = multiStepReducer(run(3, save(33)), { type: 'back' })
    expect(state.leadId).toBe(33)
  })

  it('Back on the first step or while submitting does nothing', () => {
    const first = startMultiStep(3)
    expect(multiStepReducer(first, { type: 'back' })).toBe(first)
    const submitting = run(3, [...save(), { type: 'submit' }])
    expect(multiStepReducer(submitting, { type: 'back' })).toBe(submitting)
  })

  it.each([
    [1, [], 'final'],
    [3, [], 'incomplete'],
    [3, save(), 'incomplete'],
    [3, [...save(), ...save()], 'final'],
  ] as const)('of %i steps after %j sends the %s lead', (count, events, kind) => {
    expect(sendKind(run(count, [...events]))).toBe(kind)
  })
})
