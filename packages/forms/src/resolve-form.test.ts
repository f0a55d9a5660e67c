import { HEAR_ABOUT_US_OPTIONS, OPT_IN_TEXT, REQUIRED_MESSAGE } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { type FormContext, formContextOf } from './form-context.js'
import { LEAD_FORMS } from './lead-forms/index.js'
import { defaultValuesOf, nextStepOf, resolveForm, validateStep } from './resolve-form.js'
import { car, groupSite, site } from './test-support/fixtures.js'

const fieldsOf = (steps: ReturnType<typeof resolveForm>) => steps.flatMap((step) => step.fields)
const field = (context: FormContext, formId: keyof typeof LEAD_FORMS, name: string) =>
  fieldsOf(resolveForm(LEAD_FORMS[formId], context)).find((candidate) => candidate.name === name)

describe('resolving a form against its site and car', () => {
  it.each([
    ['one location, no car: no location field', formContextOf(site()), undefined],
    ['two locations, no car: location shown and required', formContextOf(groupSite()), true],
    ['two locations with a car: the car says where', formContextOf(groupSite(), car()), undefined],
  ])('%s (§5)', (_label, context, required) => {
    expect(field(context, 'contact', 'location')?.required).toBe(required)
  })

  it.each([
    ['several dealerships', groupSite(), true],
    [
      'several dealerships, field removed',
      groupSite({ enquiry: { dealership_field_removed: true } }),
      undefined,
    ],
    ['one dealership', site(), undefined],
  ])('dealership_slug with %s (§5)', (_label, config, required) => {
    expect(field(formContextOf(config), 'contact', 'dealership_slug')?.required).toBe(required)
  })

  it.each([
    ['by default', site(), true],
    ['when the tenant disables it', site({ config: { enquiry: { message_optional: true } } }), false],
  ])('the enquiry message is required %s (§5)', (_label, config, required) => {
    expect(field(formContextOf(config, car()), 'enquiry', 'message')?.required).toBe(required)
  })

  it('the contact category select is required because it is shown (§5)', () => {
    expect(field(formContextOf(site()), 'contact', 'category')?.required).toBe(true)
  })

  it('terms_agreed shows, required, only where the site requires it (§5)', () => {
    expect(field(formContextOf(site(), car()), 'finance', 'terms_agreed')).toBeUndefined()
    const required = formContextOf(site({ config: { enquiry: { terms_required: true } } }), car())
    expect(field(required, 'finance', 'terms_agreed')?.required).toBe(true)
  })

  it('hear-about-us shows the §9 options where a site turns it on, never required', () => {
    expect(field(formContextOf(site()), 'contact', 'hear_about_us')).toBeUndefined()
    const on = field(
      formContextOf(site({ config: { enquiry: { hear_about_us: true } } })),
      'contact',
      'hear_about_us',
    )
    expect(on?.options.map((option) => option.value)).toEqual([...HEAR_ABOUT_US_OPTIONS])
    expect(on?.required).toBe(false)
  })

  it('opt-in has the spec text, is ticked by default and is not required (§3, §5, §9)', () => {
    const optIn = field(formContextOf(site(), car()), 'enquiry', 'opt_in')
    expect(optIn).toMatchObject({ label: OPT_IN_TEXT, required: false, defaultValue: true })
  })

  it('default values come from the field types, with per-field overrides', () => {
    const values = defaultValuesOf(resolveForm(LEAD_FORMS.service, formContextOf(site())))
    expect(values).toMatchObject({ name: '', additional_services: [], opt_in: true, Rego: '' })
  })

  it('validates one step with the spec messages and returns trimmed values', () => {
    const context = formContextOf(site(), car())
    const [step] = resolveForm(LEAD_FORMS.enquiry, context)
    if (!step) throw new Error('enquiry has a step')
    const failed = validateStep(step, context, { name: '', email: 'x', phone: '', message: '', opt_in: true })
    expect(failed).toEqual({
      ok: false,
      errors: {
        name: REQUIRED_MESSAGE,
        email: 'invalid email address',
        phone: REQUIRED_MESSAGE,
        message: REQUIRED_MESSAGE,
      },
    })
    const passed = validateStep(step, context, {
      name: ' Alex ',
      email: 'alex@example.com',
      phone: '0412 345 678',
      postcode: '',
      message: 'Still available?',
      opt_in: true,
    })
    expect(passed.ok && passed.values.name).toBe('Alex')
  })

  it('a skip rule sends the finance form past the trade-in step when there is none', () => {
    const steps = resolveForm(LEAD_FORMS.finance, formContextOf(site()))
    const loan = steps[1]
    if (!loan) throw new Error('finance has a loan step')
    expect(nextStepOf(loan, 1, { has_trade_in: 'No' })).toBe(3)
    expect(nextStepOf(loan, 1, { has_trade_in: 'Yes' })).toBe(2)
  })
})
