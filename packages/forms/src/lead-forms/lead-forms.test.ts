import { DEFAULT_ENQUIRE_LABEL, FORM_FIELD_TYPES } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { formContextOf } from '../form-context.js'
import { sendFailureMessage } from '../form-definition.js'
import { leadEventOf } from '../lead-event.js'
import { resolveForm } from '../resolve-form.js'
import { car, groupSite, site } from '../test-support/fixtures.js'
import { LEAD_FORMS, leadFormById } from './index.js'
import { TRADE_IN_FAQ, TRADE_IN_NOTE } from './trade-in-form.js'

describe('the lead forms of the product', () => {
  it.each(Object.values(LEAD_FORMS).map((form) => [form.id, form] as const))(
    '%s is plain data of known field types, with unique field names and a contact step',
    (_id, form) => {
      expect(JSON.parse(JSON.stringify(form))).toEqual(form)
      const fields = form.steps.flatMap((step) => step.fields)
      for (const field of fields) expect(FORM_FIELD_TYPES).toContain(field.type)
      expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length)
      expect(fields.map((field) => field.name)).toEqual(
        expect.arrayContaining(['name', 'email', 'phone', 'opt_in']),
      )
      for (const step of resolveForm(form, formContextOf(groupSite(), form.needsCar ? car() : null)))
        expect(step.fields.length).toBeGreaterThan(0)
    },
  )

  it('looks forms up by id and refuses unknown or inherited names', () => {
    expect(leadFormById('finance')?.title).toBe('Get Finance')
    expect(leadFormById('toString')).toBeNull()
    expect(leadFormById('nope')).toBeNull()
  })

  it.each([
    ['enquiry on a new car', 'enquiry', { car_type: 'new' as const }, 14],
    ['enquiry on a demo car', 'enquiry', { car_type: 'demo' as const }, 14],
    ['enquiry on a used car', 'enquiry', { car_type: 'used' as const }, 15],
    ['test drive on a new car', 'test-drive', { car_type: 'new' as const }, 17],
    [
      'test drive on a test-drive-only used car',
      'test-drive',
      { car_type: 'used' as const, tag: 'Test Drive Only' },
      17,
    ],
    ['test drive on a used car', 'test-drive', { car_type: 'used' as const }, 48],
    ['trade-in on a used car', 'trade-in', { car_type: 'used' as const }, 15],
  ] as const)('%s fires %i (§9)', (_label, formId, carOverrides, eventId) => {
    expect(leadEventOf(LEAD_FORMS[formId], formContextOf(site(), car(carOverrides))).eventId).toBe(eventId)
  })

  it.each([
    ['contact', 22, 'General Enquiry', null],
    ['service', 22, 'Service Booking', null],
    ['finance', 22, 'Finance Enquiry', null],
    ['careers', 51, 'General Enquiry', 'Career Enquiry'],
  ] as const)('%s without a car fires %i as %s (§9)', (formId, eventId, category, subcategory) => {
    expect(leadEventOf(LEAD_FORMS[formId], formContextOf(site()))).toEqual({ eventId, category, subcategory })
  })

  it('the contact form sends the category the shopper chose', () => {
    expect(leadEventOf(LEAD_FORMS.contact, formContextOf(site()), 'Parts Enquiry').category).toBe(
      'Parts Enquiry',
    )
  })

  it('Enquire Now submits with the site enquire label, the others with the submit label (§9)', () => {
    expect(LEAD_FORMS.enquiry.submitLabel).toBe('enquire')
    expect(formContextOf(site()).labels.enquire).toBe(DEFAULT_ENQUIRE_LABEL)
    const messageNow = formContextOf(site({ config: { labels: { enquire: 'Message Now' } } }))
    expect(messageNow.labels).toEqual({ enquire: 'Message Now', submit: 'Submit Form' })
  })

  it('the trade-in FAQ has five questions and the 7-year / 100,000 km note (§2, §5)', () => {
    expect(TRADE_IN_FAQ).toHaveLength(5)
    expect(TRADE_IN_NOTE).toBe(
      'Online estimates are generally not given for cars over 7 years old or over 100,000 km.',
    )
    expect(TRADE_IN_FAQ.map((entry) => entry.answer)).toContain(TRADE_IN_NOTE)
  })
})

describe('what a form says when its lead could not be sent (§8)', () => {
  const carEnquiry = 'An unexpected error occured'
  const siteForm = 'An error occurred when submitting this form'
  it.each([
    ['enquiry', carEnquiry],
    ['test-drive', carEnquiry],
    ['question', carEnquiry],
    ['request-photos', carEnquiry],
    ['find-similar', carEnquiry],
    ['finance', carEnquiry],
    ['trade-in', carEnquiry],
    ['subscribe', carEnquiry],
    ['rental-booking', carEnquiry],
    ['contact', siteForm],
    ['email-us', siteForm],
    ['sell-your-car', siteForm],
    ['service', siteForm],
    ['careers', siteForm],
    ['instant-price', siteForm],
  ] as const)('%s: %s', (id, message) => {
    const form = leadFormById(id)
    if (!form) throw new Error(`no form ${id}`)
    expect(sendFailureMessage(form)).toBe(message)
  })

  it('covers every form', () => {
    expect(Object.keys(LEAD_FORMS)).toHaveLength(15)
  })
})
