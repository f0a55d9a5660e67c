// @forecourt/domain/analytics — Analytics events and their ids (spec §9).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Analytics (spec §9)
export {
  ANALYTICS_EVENT_IDS,
  ANALYTICS_EVENTS,
  type AnalyticsEventId,
  type AnalyticsEventName,
  CAREER_ENQUIRY_SUBCATEGORY,
  callClickLabel,
  enquiryEventId,
  type FormEvent,
  formEvent,
  GENERAL_ENQUIRY_CATEGORY,
  testDriveEventId,
} from '../analytics-events.js'
