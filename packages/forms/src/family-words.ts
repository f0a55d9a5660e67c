// A form in a family's words (issue 11): the lead forms are written about cars; on a truck dealer's
// site Sell Your Car reads Sell Your Truck, its first step Your truck.
import { type FamilyVocabulary, inFamilyWords } from '@forecourt/domain'
import type { FieldDefinition, FormDefinition } from './form-definition.js'

type Nouns = Pick<FamilyVocabulary, 'singular' | 'plural'>

/**
 * What the shopper reads of `definition` in the family's nouns: its title, intro, step titles, field
 * labels and descriptions. Its id, field names and the dealer's lead category stay as they are, so
 * a post, its validation and the dealer's reports are the same in every family.
 */
export function formInFamilyWords(definition: FormDefinition, nouns: Nouns): FormDefinition {
  const words = (text: string) => inFamilyWords(text, nouns)
  if (words('car') === 'car') return definition
  const inWords = (field: FieldDefinition): FieldDefinition => ({
    ...field,
    label: words(field.label),
    ...(field.description === undefined ? {} : { description: words(field.description) }),
  })
  return {
    ...definition,
    title: words(definition.title),
    ...(definition.intro === undefined ? {} : { intro: words(definition.intro) }),
    steps: definition.steps.map((step) => ({
      ...step,
      title: words(step.title),
      fields: step.fields.map(inWords),
    })),
  }
}
