import type { CarType } from './car.js'

/** The product's numbered analytics events (§9). */
export const ANALYTICS_EVENTS = {
  newEnquiry: { id: 14, description: 'new enquiry' },
  usedEnquiry: { id: 15, description: 'used enquiry' },
  newTestDrive: { id: 17, description: 'test-drive-only or new test drive' },
  usedTestDrive: { id: 48, description: 'used test drive' },
  callClick: { id: 25, description: 'call click' },
  addToFavourites: { id: 39, description: 'add to favourites' },
  generalEnquiry: { id: 22, description: 'default form (General Enquiry)' },
  searchClick: { id: 29, description: 'search click' },
  careersEnquiry: { id: 51, description: 'careers enquiries' },
} as const

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[AnalyticsEventName]['id']

/** Every known event id, for sinks that validate what they are given. */
export const ANALYTICS_EVENT_IDS: readonly AnalyticsEventId[] = Object.values(ANALYTICS_EVENTS).map(
  (event) => event.id,
)

// New and demo cars count as new for analytics: demo stock is sold as near-new (spec is silent).
function isNewStock(carType: CarType): boolean {
  return carType !== 'used'
}

/** Enquiry on a car: 14 for new, 15 for used (§9). */
export function enquiryEventId(carType: CarType): 14 | 15 {
  return isNewStock(carType) ? ANALYTICS_EVENTS.newEnquiry.id : ANALYTICS_EVENTS.usedEnquiry.id
}

/** Test drive: 17 for a test-drive-only or new car, 48 for used (§9). */
export function testDriveEventId(carType: CarType, testDriveOnly: boolean): 17 | 48 {
  return testDriveOnly || isNewStock(carType)
    ? ANALYTICS_EVENTS.newTestDrive.id
    : ANALYTICS_EVENTS.usedTestDrive.id
}

/** Label of the call-click event (25): New Car or Used Car (§4). */
export function callClickLabel(carType: CarType): 'New Car' | 'Used Car' {
  return isNewStock(carType) ? 'New Car' : 'Used Car'
}

const GENERAL_ENQUIRY_CATEGORY = 'General Enquiry'
export const CAREER_ENQUIRY_SUBCATEGORY = 'Career Enquiry'

/** Categories that mark a careers form (spec: 'careers enquiries'); matched case-insensitively. */
const CAREER_CATEGORIES = ['careers', 'career', 'career enquiry', 'careers enquiry']

export interface FormEvent {
  eventId: AnalyticsEventId
  category: string
  subcategory: string | null
}

/**
 * Event and lead category for a form without a car (§9): careers forms fire 51 and are sent as
 * General Enquiry / Career Enquiry; every other default form fires 22.
 */
export function formEvent(category: string | null | undefined, subcategory: string | null = null): FormEvent {
  if (category && CAREER_CATEGORIES.includes(category.trim().toLowerCase())) {
    return {
      eventId: ANALYTICS_EVENTS.careersEnquiry.id,
      category: GENERAL_ENQUIRY_CATEGORY,
      subcategory: CAREER_ENQUIRY_SUBCATEGORY,
    }
  }
  return {
    eventId: ANALYTICS_EVENTS.generalEnquiry.id,
    category: category || GENERAL_ENQUIRY_CATEGORY,
    subcategory,
  }
}
