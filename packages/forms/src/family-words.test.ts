import { FAMILY_PROFILES } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { formInFamilyWords } from './family-words.js'
import { LEAD_FORMS } from './lead-forms/index.js'

const trucks = FAMILY_PROFILES.trucks.vocabulary
const rvs = FAMILY_PROFILES.rvs.vocabulary

const shopperText = (definition: (typeof LEAD_FORMS)[keyof typeof LEAD_FORMS]) => [
  definition.title,
  definition.intro ?? '',
  ...definition.steps.flatMap((step) => [
    step.title,
    ...step.fields.flatMap((field) => [field.label, field.description ?? '']),
  ]),
]

describe('formInFamilyWords', () => {
  it('speaks of the family’s vehicle on the sell page, its first step and its photos field', () => {
    const form = formInFamilyWords(LEAD_FORMS['sell-your-car'], trucks)
    expect(form.title).toBe('Sell Your Truck')
    expect(form.steps.map((step) => step.title)).toEqual(['Your truck', 'Your details'])
    const photos = form.steps[1]?.fields.find((field) => field.name === 'photos')
    expect(photos?.label).toBe('Photos of your truck')
    expect(photos?.description).toMatch(/^Optional: they help us value your truck\. /)
  })

  it('keeps the id, the field names and the dealer’s lead category', () => {
    const original = LEAD_FORMS['sell-your-car']
    const form = formInFamilyWords(original, rvs)
    expect(form.id).toBe(original.id)
    expect(form.category).toBe('Sell Your Car')
    expect(form.steps.map((step) => step.fields.map((field) => field.name))).toEqual(
      original.steps.map((step) => step.fields.map((field) => field.name)),
    )
  })

  it.each(Object.keys(LEAD_FORMS) as (keyof typeof LEAD_FORMS)[])(
    'leaves no car word in what a truck dealer’s shopper reads of %s',
    (id) => {
      expect(shopperText(formInFamilyWords(LEAD_FORMS[id], trucks)).join(' ')).not.toMatch(/\bcars?\b/i)
    },
  )

  it('hands the cars family its forms as written', () => {
    const form = LEAD_FORMS['trade-in']
    expect(formInFamilyWords(form, FAMILY_PROFILES.cars.vocabulary)).toBe(form)
    expect(formInFamilyWords(form, FAMILY_PROFILES.subscriptions.vocabulary)).toBe(form)
  })
})
