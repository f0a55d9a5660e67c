// Which analytics event a submitted form fires and which category the lead carries (§9).
import { type AnalyticsEventId, enquiryEventId, formEvent, testDriveEventId } from '@forecourt/domain'
import type { FormContext } from './form-context.js'
import type { FormDefinition } from './form-definition.js'

export interface LeadEvent {
  eventId: AnalyticsEventId
  category: string
  subcategory: string | null
}

export function leadEventOf(
  definition: FormDefinition,
  context: FormContext,
  chosenCategory?: string,
): LeadEvent {
  const car = context.car
  const category = chosenCategory || definition.category
  if (car && definition.event === 'enquiry')
    return { eventId: enquiryEventId(car.car_type), category, subcategory: definition.subcategory ?? null }
  if (car && definition.event === 'test-drive')
    return {
      eventId: testDriveEventId(car.car_type, car.testDriveOnly),
      category,
      subcategory: definition.subcategory ?? null,
    }
  return formEvent(category, definition.subcategory ?? null)
}
