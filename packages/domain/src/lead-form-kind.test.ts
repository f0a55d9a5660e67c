import { describe, expect, it } from 'vitest'
import { LEAD_FORM_ASKS, LEAD_FORM_KINDS, leadFormKindOf } from './lead-form-kind.js'

describe('leadFormKindOf: the form a lead came from, by its category (§5, §9)', () => {
  it.each([
    ['Vehicle Enquiry', null, 'enquiry'],
    ['General Enquiry', null, 'enquiry'],
    ['Service Enquiry', null, 'enquiry'],
    [undefined, undefined, 'enquiry'],
    ['constructor', null, 'enquiry'],
    ['Test Drive', null, 'test-drive'],
    [' test drive ', null, 'test-drive'],
    ['Request Photos', null, 'request-photos'],
    ['Trade-In Valuation', null, 'valuation'],
    ['Instant Price', null, 'valuation'],
    ['Sell Your Car', null, 'valuation'],
    ['Service Booking', null, 'service'],
    ['Finance Enquiry', null, 'finance'],
    ['General Enquiry', 'Career Enquiry', 'careers'],
    ['Careers', null, 'careers'],
    ['Subscription Application', null, 'subscription'],
    ['Rental Booking', null, 'rental-booking'],
  ] as const)('%s / %s is %s', (category, subcategory, kind) => {
    expect(leadFormKindOf(category, subcategory)).toBe(kind)
  })

  it('has what every kind asks', () => {
    expect(Object.keys(LEAD_FORM_ASKS).sort()).toEqual([...LEAD_FORM_KINDS].sort())
  })
})
