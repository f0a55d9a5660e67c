import { describe, expect, it } from 'vitest'
import { enquiryLocationChoices, enquiryRequirements, hasLocationField } from './enquiry-requirements.js'
import type { LeadFormKind } from './lead-form-kind.js'
import type { LocationType } from './location.js'

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

describe('enquiryRequirements by the form the lead comes from (§5)', () => {
  // Without a car, on a site with several dealerships and a location field: what each form demands.
  const open = { ...base, hasCar: false, hasLocationField: true, dealershipCount: 2 }
  it.each([
    ['enquiry', { message: true, location: true, dealership_slug: true }],
    ['test-drive', { message: false, location: false, dealership_slug: false }],
    ['request-photos', { message: false, location: false, dealership_slug: false }],
    ['valuation', { message: false, location: false, dealership_slug: false }],
    ['service', { message: false, location: false, dealership_slug: true }],
    ['finance', { message: false, location: false, dealership_slug: false }],
    ['careers', { message: true, location: false, dealership_slug: false }],
  ] as const)('%s asks %o', (form: LeadFormKind, expected) => {
    expect(enquiryRequirements({ ...open, form })).toMatchObject({
      name: true,
      phone: true,
      email: true,
      ...expected,
    })
  })

  it('the tenant switch still makes the message optional where a form asks for one', () => {
    expect(enquiryRequirements({ ...open, form: 'careers', messageOptional: true }).message).toBe(false)
  })

  it('is the enquiry form when no form is given', () => {
    expect(enquiryRequirements(open)).toEqual(enquiryRequirements({ ...open, form: 'enquiry' }))
  })
})

describe('the enquiry location field (§5 location required when the site has a location field)', () => {
  const location = (id: number, location_type: LocationType, visible = true, position = id) => ({
    id,
    primary: id === 1,
    location_type,
    visible,
    position,
  })

  it('offers every visible location by position, whatever its type', () => {
    const choices = enquiryLocationChoices([
      location(3, 'parts', true, 0),
      location(1, 'sales'),
      location(2, 'service'),
      location(4, 'sales', false),
    ])
    expect(choices.map((choice) => choice.id)).toEqual([3, 1, 2])
  })

  it.each([
    [[], false],
    [[location(1, 'sales')], false],
    [[location(1, 'sales'), location(2, 'sales', false)], false],
    [[location(1, 'sales'), location(2, 'service')], true],
  ])('%# shows the field only for a choice of more than one', (locations, expected) => {
    expect(hasLocationField(enquiryLocationChoices(locations))).toBe(expected)
  })
})
