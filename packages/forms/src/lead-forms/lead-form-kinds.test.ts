// The platform checks a completed lead against the domain's rules for the form it came from, found
// by the lead's category (§5). This pins that every form here agrees with what its kind asks, so a
// form's category or fields cannot drift from the rules the platform applies.
import { LEAD_FORM_ASKS, leadFormKindOf } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { formContextOf } from '../form-context.js'
import { leadEventOf } from '../lead-event.js'
import { site } from '../test-support/fixtures.js'
import { LEAD_FORMS } from './index.js'

describe.each(Object.values(LEAD_FORMS).map((form) => [form.id, form] as const))('%s', (_id, form) => {
  const fields = form.steps.flatMap((step) => step.fields)
  const field = (name: string) => fields.find((candidate) => candidate.name === name)
  // Without a car the event carries the category the platform sees (careers becomes Career Enquiry).
  const event = leadEventOf(form, formContextOf(site()))
  const asks = LEAD_FORM_ASKS[leadFormKindOf(event.category, event.subcategory)]

  it('the platform demands a message exactly when the form requires one', () => {
    const message = field('message')
    expect(asks.message).toBe(message !== undefined && message.required !== false)
  })

  it('the platform demands a location only where the form has one or a car says which', () => {
    if (asks.location) expect(Boolean(field('location') || form.needsCar)).toBe(true)
  })

  it('the platform demands a dealership only where the form asks, or a car or location implies it', () => {
    if (asks.dealership)
      expect(Boolean(field('dealership_slug') || field('location') || form.needsCar)).toBe(true)
  })
})
