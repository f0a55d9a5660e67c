import { describe, expect, it } from 'vitest'
import { formContextOf } from './form-context.js'
import {
  clientKeyOf,
  intentOf,
  machineEntries,
  machineFromFormData,
  valuesFromFormData,
} from './form-data.js'
import { LEAD_FORMS } from './lead-forms/index.js'
import { startMultiStep } from './multi-step-machine.js'
import { resolveForm } from './resolve-form.js'
import { site } from './test-support/fixtures.js'

const data = (entries: [string, string][]) => {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  return form
}

describe('reading a post', () => {
  const steps = resolveForm(LEAD_FORMS.service, formContextOf(site()))

  it('reads text, ticked and unticked checkboxes and checkbox groups', () => {
    const values = valuesFromFormData(
      steps,
      data([
        ['name', 'Alex'],
        ['additional_services', 'Tyres'],
        ['additional_services', 'Wash and detail'],
      ]),
    )
    expect(values).toMatchObject({
      name: 'Alex',
      email: '',
      opt_in: false,
      additional_services: ['Tyres', 'Wash and detail'],
    })
    expect(valuesFromFormData(steps, data([['opt_in', 'true']])).opt_in).toBe(true)
  })

  it('round-trips the machine state through hidden inputs', () => {
    const state = { ...startMultiStep(4), step: 3, trail: [0, 1], skipped: [{ from: 1, to: 3 }], leadId: 77 }
    const parsed = machineFromFormData(data(machineEntries(state, 'key-12345678', 'finance')), 4)
    expect(parsed).toEqual(state)
  })

  it.each([
    ['a step past the end', [['_step', '9']]],
    ['a negative step', [['_step', '-1']]],
    [
      'a trail ahead of the step',
      [
        ['_step', '1'],
        ['_trail', '2'],
      ],
    ],
  ] as [string, [string, string][]][])('starts afresh on %s', (_label, entries) => {
    expect(machineFromFormData(data(entries), 4)).toEqual(startMultiStep(4))
  })

  it('drops malformed skips and keeps string lead ids', () => {
    const parsed = machineFromFormData(
      data([
        ['_step', '1'],
        ['_trail', '0'],
        ['_skipped', '[{"from":2,"to":1},{"from":0,"to":1}]'],
        ['_lead_id', 'lead_abc'],
      ]),
      4,
    )
    expect(parsed.skipped).toEqual([{ from: 0, to: 1 }])
    expect(parsed.leadId).toBe('lead_abc')
    expect(
      machineFromFormData(
        data([
          ['_step', '1'],
          ['_trail', '0'],
          ['_skipped', '{'],
        ]),
        4,
      ).skipped,
    ).toEqual([])
  })

  it('reads the intent and accepts only well-formed client keys', () => {
    expect(intentOf(data([['_intent', 'back']]))).toBe('back')
    expect(intentOf(data([]))).toBe('next')
    expect(clientKeyOf(data([['_client_key', 'abc12345-6789']]))).toBe('abc12345-6789')
    expect(clientKeyOf(data([['_client_key', '<script>']]))).toBeNull()
  })
})
