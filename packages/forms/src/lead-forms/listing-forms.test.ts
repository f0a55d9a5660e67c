// Subscribe and Book This Car (issue 11): the terms a car offers, the booking's dates weighed
// together, and the lead each sends the dealer.
import { RENTAL_TOO_LONG_MESSAGE, RETURN_BEFORE_PICK_UP_MESSAGE } from '@forecourt/domain'
import { describe, expect, it, vi } from 'vitest'
import { formContextOf } from '../form-context.js'
import { machineEntries } from '../form-data.js'
import { handleLeadPost, type SendLead } from '../form-post.js'
import type { LeadPayload } from '../lead-payload.js'
import { OPTION_MESSAGE } from '../messages.js'
import type { MultiStepState } from '../multi-step-machine.js'
import { resolveForm, validateStep } from '../resolve-form.js'
import { car, site } from '../test-support/fixtures.js'
import { rentalBookingForm, subscribeForm } from './listing-forms.js'

const contact = { name: 'Alex Citizen', email: 'alex@example.com', phone: '0412 345 678' }
const subscriptionCar = car({
  listing: {
    kind: 'subscription',
    weekly_price: 189,
    minimum_term_months: 3,
    km_allowance_per_week: 500,
    bond: 500,
  },
})
const rentalCar = car({
  listing: { kind: 'rental', daily_rate: 79, weekly_rate: 420, pickup_location: '12 Main St, Christchurch' },
})

function post(fields: Record<string, string>, formId: string, state?: MultiStepState) {
  const data = new FormData()
  if (state)
    for (const [name, value] of machineEntries(state, 'visit-0123456789', formId)) data.append(name, value)
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

function sentLead(send: ReturnType<typeof vi.fn>) {
  const payload = send.mock.calls[0]?.[0] as LeadPayload | undefined
  if (!payload) throw new Error('nothing was sent')
  return payload.lead
}

describe('Subscribe', () => {
  const context = formContextOf(site(), subscriptionCar)
  const termStep = resolveForm(subscribeForm, context)[1]
  if (!termStep) throw new Error('Subscribe has a term step')
  const term = termStep.fields.find((field) => field.name === 'Subscription Term')

  it("offers the car's minimum term and the longer standard terms", () => {
    expect(term?.options).toEqual([
      { value: '3', label: '3 months' },
      { value: '6', label: '6 months' },
      { value: '12', label: '12 months' },
      { value: '24', label: '24 months' },
      { value: '36', label: '36 months' },
    ])
  })

  it('refuses a term shorter than the minimum, as a forged post would send it', () => {
    const values = {
      'Subscription Term': '1',
      'Subscription Start': '2026-12-01T10:00',
      'Driver Licence': 'Full',
      opt_in: true,
    }
    expect(validateStep(termStep, context, values)).toEqual({
      ok: false,
      errors: { 'Subscription Term': OPTION_MESSAGE },
    })
  })

  it('a car that is not a subscription offers no term at all', () => {
    expect(formContextOf(site(), car()).subscriptionTerms).toEqual([])
  })

  it('the last step sends the application with its term, start and licence', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 77 })
    const atTerm: MultiStepState = {
      step: 1,
      stepCount: 2,
      trail: [0],
      skipped: [],
      leadId: 77,
      status: 'idle',
      error: null,
    }
    const result = await handleLeadPost({
      definition: subscribeForm,
      context,
      data: post(
        {
          ...contact,
          'Subscription Term': '12',
          'Subscription Start': '2026-12-01T10:00',
          'Driver Licence': 'Full',
        },
        'subscribe',
        atTerm,
      ),
      send,
      newClientKey: () => 'visit-0123456789',
    })
    expect(result.success?.category).toBe('Subscription Application')
    expect(sentLead(send)).toMatchObject({
      lead_id: 77,
      category: 'Subscription Application',
      car_id: subscriptionCar.id,
      'Subscription Term': '12',
      'Subscription Start': '2026-12-01T10:00',
      'Driver Licence': 'Full',
    })
  })
})

describe('Book This Car', () => {
  const context = formContextOf(site(), rentalCar)
  const book = (fields: Record<string, string>, send: SendLead) =>
    handleLeadPost({
      definition: rentalBookingForm,
      context,
      data: post({ ...contact, ...fields }, 'rental-booking'),
      send,
      newClientKey: () => 'visit-0123456789',
    })

  it.each([
    ['a return before the pick-up', '2026-12-08T09:00', '2026-12-01T09:00', RETURN_BEFORE_PICK_UP_MESSAGE],
    ['a return a year and a day later', '2026-12-01T09:00', '2027-12-02T09:00', RENTAL_TOO_LONG_MESSAGE],
  ])(
    '%s is refused under the return, nothing is sent and nothing typed is lost',
    async (_label, pickUp, back, message) => {
      const send = vi.fn<SendLead>()
      const result = await book({ 'Pick-up': pickUp, Return: back }, send)
      expect(send).not.toHaveBeenCalled()
      expect(result.errors).toEqual({ Return: message })
      expect(result.values).toMatchObject({ 'Pick-up': pickUp, Return: back, name: contact.name })
    },
  )

  it('a date that is not a date gets its own field message, not the booking rule', async () => {
    const result = await book({ 'Pick-up': '2026-12-01T09:00', Return: 'next week' }, vi.fn<SendLead>())
    expect(Object.keys(result.errors)).toEqual(['Return'])
    expect(result.errors.Return).not.toBe(RETURN_BEFORE_PICK_UP_MESSAGE)
  })

  it('a booking within the rules is sent to the dealer with its dates', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 78 })
    const result = await book({ 'Pick-up': '2026-12-01T09:00', Return: '2026-12-08T09:00' }, send)
    expect(result.success?.category).toBe('Rental Booking')
    expect(sentLead(send)).toMatchObject({
      category: 'Rental Booking',
      car_id: rentalCar.id,
      'Pick-up': '2026-12-01T09:00',
      Return: '2026-12-08T09:00',
    })
  })
})
