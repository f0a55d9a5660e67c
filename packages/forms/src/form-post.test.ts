import { INCOMPLETE_LEAD_STATUS, REQUIRED_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain'
import { describe, expect, it, vi } from 'vitest'
import { formContextOf } from './form-context.js'
import { hiddenEntries, machineEntries } from './form-data.js'
import { handleLeadPost, type SendLead } from './form-post.js'
import { LEAD_FORMS } from './lead-forms/index.js'
import type { LeadPayload } from './lead-payload.js'
import type { MultiStepState } from './multi-step-machine.js'
import { resolveForm } from './resolve-form.js'
import { car, site } from './test-support/fixtures.js'

const contact = { name: 'Alex Citizen', email: 'alex@example.com', phone: '0412 345 678', postcode: '4000' }
const KEY = 'visit-0123456789'

function post(fields: Record<string, string | string[]>, state?: MultiStepState, formId = 'finance') {
  const data = new FormData()
  if (state) for (const [name, value] of machineEntries(state, KEY, formId)) data.append(name, value)
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item)
  return data
}

const sent = (send: ReturnType<typeof vi.fn>, call = 0) =>
  send.mock.calls[call]?.[0] as LeadPayload & { idempotencyKey: string }

describe('a post of a lead form', () => {
  const context = formContextOf(site(), car())

  it('with errors: stays on the step, sends nothing, keeps every value', async () => {
    const send = vi.fn<SendLead>()
    const result = await handleLeadPost({
      definition: LEAD_FORMS.finance,
      context,
      data: post({ name: 'Alex', email: 'alex@' }),
      send,
      newClientKey: () => KEY,
    })
    expect(send).not.toHaveBeenCalled()
    expect(result.state.step).toBe(0)
    expect(result.errors).toMatchObject({ last_name: REQUIRED_MESSAGE, email: 'invalid email address' })
    expect(result.values).toMatchObject({ name: 'Alex', email: 'alex@' })
  })

  it('an unsent step is saved as an incomplete lead and the machine moves on with its lead_id', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 501 })
    const result = await handleLeadPost({
      definition: LEAD_FORMS.finance,
      context,
      data: post({ ...contact, last_name: 'Citizen' }),
      send,
      newClientKey: () => KEY,
    })
    const payload = sent(send)
    expect(payload.isLastStep).toBe(false)
    expect(payload.idempotencyKey).toMatch(new RegExp(`^${KEY}-0-[0-9a-z]+$`))
    expect(payload.lead).toMatchObject({
      ...contact,
      lead_status: INCOMPLETE_LEAD_STATUS,
      form_completed: false,
      step_number: 0,
      car_id: 41,
      stock_number: 'U1234',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      category: 'Finance Enquiry',
    })
    expect(result.state).toMatchObject({ step: 1, leadId: 501, status: 'idle' })
  })

  it.each([
    ['in stock', {}, 'in_stock'],
    ['reserved', { reserved: true }, 'reserved'],
    ['sold', { sold: true }, 'sold'],
    ['coming soon', { status: 'coming_soon' }, 'coming_soon'],
  ] as const)(
    'a lead about a car %s carries that vehicle_status and the page it was sent from (§3)',
    async (_case, state, status) => {
      const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 501 })
      await handleLeadPost({
        definition: LEAD_FORMS.finance,
        context: formContextOf(site(), car(state), '/cars/2020-toyota-corolla/finance'),
        data: post({ ...contact, last_name: 'Citizen' }),
        send,
        newClientKey: () => KEY,
      })
      expect(sent(send).lead).toMatchObject({
        vehicle_status: status,
        page_id: '/cars/2020-toyota-corolla/finance',
      })
    },
  )

  it('a lead with no car and no known page carries neither', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 501 })
    await handleLeadPost({
      definition: LEAD_FORMS.finance,
      context: formContextOf(site()),
      data: post({ ...contact, last_name: 'Citizen' }),
      send,
      newClientKey: () => KEY,
    })
    expect(sent(send).lead).not.toHaveProperty('vehicle_status')
    expect(sent(send).lead).not.toHaveProperty('page_id')
  })

  it('answering no trade-in skips that step, records the skip and reuses the lead_id', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 501 })
    const atLoan: MultiStepState = {
      step: 1,
      stepCount: 4,
      trail: [0],
      skipped: [],
      leadId: 501,
      status: 'idle',
      error: null,
    }
    const carried = { ...contact, last_name: 'Citizen' }
    const result = await handleLeadPost({
      definition: LEAD_FORMS.finance,
      context,
      data: post(
        {
          ...carried,
          loan_amount: '25,000',
          loan_term: '5 years',
          employment_status: 'Full time',
          has_trade_in: 'No',
        },
        atLoan,
      ),
      send,
      newClientKey: () => 'unused-key-0000',
    })
    expect(sent(send).lead).toMatchObject({
      lead_id: 501,
      step_number: 1,
      loan_amount: '25,000',
      name: 'Alex Citizen',
    })
    expect(sent(send).idempotencyKey).toMatch(new RegExp(`^${KEY}-1-[0-9a-z]+$`))
    expect(result.state).toMatchObject({ step: 3, skipped: [{ from: 1, to: 3 }], trail: [0, 1] })
  })

  it('the last step sends the completed lead with every answer and reports the event', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 501 })
    const atEnd: MultiStepState = {
      step: 3,
      stepCount: 4,
      trail: [0, 1],
      skipped: [{ from: 1, to: 3 }],
      leadId: 501,
      status: 'idle',
      error: null,
    }
    const result = await handleLeadPost({
      definition: LEAD_FORMS.finance,
      context,
      data: post(
        {
          ...contact,
          last_name: 'Citizen',
          loan_amount: '25000',
          loan_term: '5 years',
          employment_status: 'Full time',
          has_trade_in: 'No',
          message: 'Call after 5',
          opt_in: 'true',
        },
        atEnd,
      ),
      send,
      newClientKey: () => KEY,
    })
    const { lead, isLastStep } = sent(send)
    expect(isLastStep).toBe(true)
    expect(lead).toMatchObject({
      form_completed: true,
      lead_id: 501,
      skipped_steps: [{ from: 1, to: 3 }],
      opt_in: true,
    })
    expect(lead).not.toHaveProperty('lead_status')
    expect(lead).not.toHaveProperty('trade_in_make')
    expect(result.success).toEqual({
      eventId: 15,
      category: 'Finance Enquiry',
      subcategory: null,
      car: { id: 41, name: '2021 Toyota Corolla Ascent Sport', slug: '2021-toyota-corolla-ascent-sport-41' },
    })
    expect(result.state.status).toBe('success')
  })

  it.each([
    [
      'the server text',
      { ok: false as const, message: 'Too many leads, try later' },
      'Too many leads, try later',
    ],
    ['the spec fallback without one', { ok: false as const }, UNEXPECTED_ERROR_MESSAGE],
  ])('a failed send shows %s, keeps the step and every typed value', async (_label, answer, message) => {
    const send = vi.fn<SendLead>().mockResolvedValue(answer)
    const result = await handleLeadPost({
      definition: LEAD_FORMS.enquiry,
      context,
      data: post({ ...contact, message: 'Is it available?' }, undefined, 'enquiry'),
      send,
      newClientKey: () => KEY,
    })
    expect(result.state).toMatchObject({ step: 0, status: 'failure', error: message })
    expect(result.values).toMatchObject({ ...contact, message: 'Is it available?' })
    expect(result.success).toBeNull()
  })

  it('shows the field messages the platform answered under their fields', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({
      ok: false,
      message: 'Some fields need attention',
      fields: { message: REQUIRED_MESSAGE },
    })
    const result = await handleLeadPost({
      definition: LEAD_FORMS['test-drive'],
      context,
      data: post({ ...contact }, undefined, 'test-drive'),
      send,
      newClientKey: () => KEY,
    })
    expect(result.errors).toEqual({ message: REQUIRED_MESSAGE })
    expect(result.state.error).toBe('Some fields need attention')
  })

  it('a sender that throws counts as a failure, not a crash', async () => {
    const send = vi.fn<SendLead>().mockRejectedValue(new Error('socket hang up'))
    const result = await handleLeadPost({
      definition: LEAD_FORMS.enquiry,
      context,
      data: post({ ...contact, message: 'Hi' }, undefined, 'enquiry'),
      send,
      newClientKey: () => KEY,
    })
    expect(result.state.error).toBe(UNEXPECTED_ERROR_MESSAGE)
  })

  it('Back moves to the previous step without sending or validating', async () => {
    const send = vi.fn<SendLead>()
    const atLoan: MultiStepState = {
      step: 1,
      stepCount: 4,
      trail: [0],
      skipped: [],
      leadId: 9,
      status: 'idle',
      error: null,
    }
    const result = await handleLeadPost({
      definition: LEAD_FORMS.finance,
      context,
      data: post({ _intent: 'back', ...contact }, atLoan),
      send,
      newClientKey: () => KEY,
    })
    expect(send).not.toHaveBeenCalled()
    expect(result.state).toMatchObject({ step: 0, leadId: 9 })
    expect(result.values.email).toBe(contact.email)
  })

  it('careers is sent as General Enquiry / Career Enquiry and fires 51 (§9)', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 1 })
    const result = await handleLeadPost({
      definition: LEAD_FORMS.careers,
      context: formContextOf(site()),
      data: post(
        { ...contact, last_name: 'Citizen', position: 'Sales', message: 'Hire me' },
        undefined,
        'careers',
      ),
      send,
      newClientKey: () => KEY,
    })
    expect(sent(send).lead).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' })
    expect(result.success?.eventId).toBe(51)
  })

  it('a test-drive time the page did not offer is not sent: the field says why, the answers stay', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 3 })
    const result = await handleLeadPost({
      definition: LEAD_FORMS['test-drive'],
      context: {
        ...context,
        testDriveTimes: [{ value: '2026-12-01T10:00', label: 'Tue 1/12/2026, 10:00am' }],
      },
      data: post({ ...contact, 'Test Drive Booking Date': '2026-12-01T10:30' }, undefined, 'test-drive'),
      send,
      newClientKey: () => KEY,
    })
    expect(send).not.toHaveBeenCalled()
    expect(result.errors['Test Drive Booking Date']).toBeTruthy()
    expect(result.values).toMatchObject({ name: contact.name, 'Test Drive Booking Date': '2026-12-01T10:30' })
  })

  it('a single-step form sends one completed lead without multi-step bookkeeping', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 2 })
    await handleLeadPost({
      definition: LEAD_FORMS['test-drive'],
      context: {
        ...context,
        testDriveTimes: [{ value: '2026-12-01T10:00', label: 'Tue 1/12/2026, 10:00am' }],
      },
      data: post({ ...contact, 'Test Drive Booking Date': '2026-12-01T10:00' }, undefined, 'test-drive'),
      send,
      newClientKey: () => KEY,
    })
    const { lead } = sent(send)
    expect(lead).toMatchObject({
      form_completed: true,
      'Test Drive Booking Date': '2026-12-01T10:00',
      opt_in: false,
    })
    expect(lead).not.toHaveProperty('step_number')
  })

  it('additional_services is the list of checked options (§7)', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 3 })
    const steps = resolveForm(LEAD_FORMS.service, formContextOf(site()))
    const atDetails: MultiStepState = {
      step: 1,
      stepCount: steps.length,
      trail: [0],
      skipped: [],
      leadId: 3,
      status: 'idle',
      error: null,
    }
    const data = post(
      {
        ...contact,
        'Vehicle Make': 'Mazda',
        'Vehicle Model': 'CX-5',
        service_interval: 'Logbook service',
        additional_services: ['Tyres', 'Brake inspection'],
      },
      atDetails,
      'service',
    )
    await handleLeadPost({
      definition: LEAD_FORMS.service,
      context: formContextOf(site()),
      data,
      send,
      newClientKey: () => KEY,
    })
    expect(sent(send).lead.additional_services).toEqual(['Tyres', 'Brake inspection'])
  })

  it('carries values through hidden inputs in the shape the parser reads back', () => {
    expect(hiddenEntries('opt_in', false)).toEqual([['opt_in', 'false']])
    expect(hiddenEntries('additional_services', ['Tyres', 'Wash'])).toEqual([
      ['additional_services', 'Tyres'],
      ['additional_services', 'Wash'],
    ])
    expect(hiddenEntries('rating', null)).toEqual([])
  })
})
