// Issue 16 row 15: the `file` field type end to end in the core — read from a multipart post, checked
// at its limits, never carried in a hidden input, and sent beside the lead (not inside it).
import { LEAD_FILE_MAX_BYTES, LEAD_FILE_MAX_COUNT, REQUIRED_MESSAGE } from '@forecourt/domain'
import { describe, expect, it, vi } from 'vitest'
import { FIELD_TYPES } from './field-types.js'
import { formContextOf } from './form-context.js'
import { hiddenEntries, machineEntries, valuesFromFormData } from './form-data.js'
import { handleLeadPost, type SendLead } from './form-post.js'
import { LEAD_FORMS } from './lead-forms/index.js'
import type { LeadPayload } from './lead-payload.js'
import { multiStepReducer, startMultiStep } from './multi-step-machine.js'
import { resolveForm } from './resolve-form.js'
import { site } from './test-support/fixtures.js'

const context = formContextOf(site())
const steps = resolveForm(LEAD_FORMS['sell-your-car'], context)
const png = (name = 'front.png', size = 16) => new File([new Uint8Array(size)], name, { type: 'image/png' })
/** A file's size without its bytes: the rule reads name and size only. */
const sized = (size: number, name = 'front.jpg') => ({ name, size })

const messageOf = (value: unknown, required = false) => {
  const rule = FIELD_TYPES.file.rule({ required, optionValues: [], phoneRule: 'au-nz' })
  const result = rule?.safeParse(value)
  return result?.success ? undefined : result?.error.issues[0]?.message
}

describe('the file rule', () => {
  it.each([
    ['no file, optional', null, false, undefined],
    ['no file, required', null, true, REQUIRED_MESSAGE],
    ['a file of exactly the largest size', [sized(LEAD_FILE_MAX_BYTES)], false, undefined],
    [
      'a file one byte over',
      [sized(LEAD_FILE_MAX_BYTES + 1)],
      false,
      'front.jpg is larger than 5 MB. Choose a smaller file.',
    ],
    [
      'as many files as allowed',
      Array.from({ length: LEAD_FILE_MAX_COUNT }, () => sized(10)),
      false,
      undefined,
    ],
    [
      'one file too many',
      Array.from({ length: LEAD_FILE_MAX_COUNT + 1 }, () => sized(10)),
      false,
      'Choose up to 3 files. Remove some and try again.',
    ],
    ['an empty file', [sized(0, 'blank.png')], false, 'blank.png is empty. Choose another file.'],
    ['text instead of files', 'front.png', false, REQUIRED_MESSAGE],
  ])('%s', (_name, value, required, message) => {
    expect(messageOf(value, required)).toBe(message)
  })
})

describe('a file field in a post', () => {
  const last = steps.length - 1

  it('sits on the last step of Sell Your Car, optional, with its limits in its description', () => {
    const field = steps[last]?.fields.find((entry) => entry.name === 'photos')
    expect(field).toMatchObject({ control: 'file', required: false })
    expect(field?.description).toBe(
      'Optional: they help us value your car. Up to 3 files, JPEG, PNG, WebP or PDF, each up to 5 MB.',
    )
  })

  it('reads the chosen files; an empty input or text under its name is no file', () => {
    const form = new FormData()
    form.append('photos', png('a.png'))
    form.append('photos', 'not-a-file.png')
    form.append('photos', png('b.png'))
    expect((valuesFromFormData(steps, form).photos as File[]).map((file) => file.name)).toEqual([
      'a.png',
      'b.png',
    ])
    const empty = new FormData()
    empty.append('photos', new File([], ''))
    expect(valuesFromFormData(steps, empty).photos).toBeNull()
  })

  it('rides in no hidden input', () => {
    expect(hiddenEntries('photos', [png()])).toEqual([])
    expect(hiddenEntries('additional_services', ['Tyres'])).toEqual([['additional_services', 'Tyres']])
  })

  it('sends the files beside the lead and keys a retry with other files apart', async () => {
    const state = multiStepReducer(multiStepReducer(startMultiStep(steps.length), { type: 'submit' }), {
      type: 'stepSaved',
      leadId: 'lead-1',
      to: last,
    })
    const postWith = (file: File) => {
      const form = new FormData()
      for (const [name, value] of machineEntries(state, 'visit-0123456789', 'sell-your-car'))
        form.append(name, value)
      for (const [name, value] of Object.entries({
        trade_in_make: 'Toyota',
        trade_in_model: 'Corolla',
        trade_in_year: '2019',
        trade_in_km: '85000',
        name: 'Alex',
        last_name: 'Citizen',
        email: 'alex@example.com',
        phone: '0412 345 678',
        terms_agreed: 'true',
      }))
        form.append(name, value)
      form.append('photos', file)
      return form
    }
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 'lead-1' })
    const first = png('front.png', 20)
    const result = await handleLeadPost({
      definition: LEAD_FORMS['sell-your-car'],
      context,
      data: postWith(first),
      send,
      newClientKey: () => 'x',
    })
    expect(result.errors).toEqual({})
    const payload = send.mock.calls[0]?.[0] as LeadPayload & { idempotencyKey: string }
    expect(payload.files).toEqual([{ field: 'photos', file: first }])
    expect(payload.lead).not.toHaveProperty('photos')

    await handleLeadPost({
      definition: LEAD_FORMS['sell-your-car'],
      context,
      data: postWith(png('side.png', 30)),
      send,
      newClientKey: () => 'x',
    })
    expect(send.mock.calls[1]?.[0]?.idempotencyKey).not.toBe(payload.idempotencyKey)
  })
})
