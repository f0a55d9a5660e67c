import { describe, expect, it } from 'vitest'
import { enquiryRequirements } from './enquiry-requirements.js'

const base = {
  messageOptional: false,
  showsCategory: false,
  hasLocationField: false,
  hasCar: true,
  dealershipCount: 1,
  dealershipFieldRemoved: false,
  termsRequired: false,
}

describe('enquiryRequirements (§5)', () => {
  it('always requires name, phone and email; never opt_in or Rego', () => {
    expect(enquiryRequirements(base)).toMatchObject({
      name: true,
      phone: true,
      email: true,
      opt_in: false,
      Rego: false,
    })
  })

  it.each([
    ['message required by default', {}, 'message', true],
    ['message optional for the tenant', { messageOptional: true }, 'message', false],
    ['category when shown', { showsCategory: true }, 'category', true],
    ['location field, no car', { hasLocationField: true, hasCar: false }, 'location', true],
    ['location field with a car', { hasLocationField: true, hasCar: true }, 'location', false],
    ['no location field', { hasCar: false }, 'location', false],
    ['one dealership', {}, 'dealership_slug', false],
    ['two dealerships', { dealershipCount: 2 }, 'dealership_slug', true],
    [
      'two dealerships, field removed',
      { dealershipCount: 2, dealershipFieldRemoved: true },
      'dealership_slug',
      false,
    ],
    ['terms when required', { termsRequired: true }, 'terms_agreed', true],
    ['terms by default', {}, 'terms_agreed', false],
  ] as const)('%s', (_label, overrides, field, expected) => {
    expect(enquiryRequirements({ ...base, ...overrides })[field]).toBe(expected)
  })
})
