// Conditions as plain data, so a form definition stays serialisable and testable without code.
import { hasLocationField } from '@forecourt/domain'
import { type FormContext, requirementsOf } from './form-context.js'

/** Fields whose requirement the domain's enquiry rules decide (§5). */
export type EnquiryRuleField = 'message' | 'category' | 'location' | 'dealership_slug' | 'terms_agreed'

export type Condition =
  /** The domain's enquiry requirement for this field (§5), e.g. location without a car. */
  | { enquiry: EnquiryRuleField }
  /** A site flag is on. */
  | { site: 'termsRequired' | 'hearAboutUs' | 'messageOptional' | 'hasLocations' | 'hasDealerships' }
  /** The form is, or is not, about a car. */
  | { car: boolean }
  | { not: Condition }
  | { all: readonly Condition[] }

/** Whether `condition` holds in `context`. `showsCategory` is whether the form has a category field. */
export function holds(condition: Condition, context: FormContext, showsCategory = false): boolean {
  if ('enquiry' in condition) return requirementsOf(context, showsCategory)[condition.enquiry]
  if ('car' in condition) return (context.car !== null) === condition.car
  if ('not' in condition) return !holds(condition.not, context, showsCategory)
  if ('all' in condition) return condition.all.every((part) => holds(part, context, showsCategory))
  switch (condition.site) {
    case 'termsRequired':
      return context.termsRequired
    case 'hearAboutUs':
      return context.hearAboutUs
    case 'messageOptional':
      return context.messageOptional
    case 'hasLocations':
      // A location field only appears when there is a choice to make (the domain's rule, §5).
      return hasLocationField(context.locations)
    case 'hasDealerships':
      return context.dealerships.length > 1 && !context.dealershipFieldRemoved
  }
}
