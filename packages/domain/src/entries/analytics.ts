// @forecourt/domain/analytics — Analytics events and their ids (spec §9).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Analytics (spec §9)
export {
  ANALYTICS_EVENTS,
  type AnalyticsEventId,
  type AnalyticsEventName,
  callClickLabel,
  enquiryEventId,
  type FormEvent,
  formEvent,
  testDriveEventId,
} from '../analytics-events.js'
