// @forecourt/domain/locations — Locations: selection, slugs, links, distance, opening hours and reviews (spec §2, §3, §9).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Opening hours (spec §3, §9)
export { localDate, minutesOfDay, to12Hour, to24Hour } from '../clock-time.js'
export { dealerTimeZone } from '../dealer-time-zone.js'
// Locations (spec §2, §9)
export { type Coordinates, distanceKm, locationCoordinates, nearest } from '../distance.js'
export { distanceLabel } from '../distance-label.js'
export {
  type Address,
  isBuyingLocation,
  LOCATION_TYPES,
  type Location,
  type LocationInput,
  type LocationSocialNetwork,
  type LocationType,
  locationSocialLinks,
  locationTypeOf,
  longitudeOf,
  type Review,
} from '../location.js'
export {
  type LocationBlockLayout,
  type LocationCarouselLayout,
  locationBlockLayout,
  locationCarouselLayout,
  locationGridColumns,
  showBannerLocationsLink,
} from '../location-layout.js'
export { type LocationLinkContext, locationHref } from '../location-link.js'
export { directionsHref, locationsForSlug } from '../location-lookup.js'
export { type LocationSelection, selectLocations } from '../location-selection.js'
export { contactUsHref, emailUsHref, locationBaseName, locationSlug } from '../location-slug.js'
export { locationsByDistance } from '../locations-by-distance.js'
export {
  type OpeningHour,
  OpeningHourSchema,
  type SpecialHours,
  SpecialHoursSchema,
} from '../opening-hour.js'
export {
  CLOSED,
  formatHolidayDate,
  formatOpeningHours,
  formatSpecialHours,
  type OpeningHoursLine,
  type OpeningHoursOptions,
  type OpeningHoursSpecification,
  openingHoursSpecification,
  SUNDAY_BY_APPOINTMENT,
  structuredOpeningHours,
  upcomingSpecialHours,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
} from '../opening-hours.js'
// Reviews (spec §2, §4, §9)
export {
  formatRating,
  PARTIAL_STAR_THRESHOLD,
  type ReviewVisibility,
  ratingStars,
  ratingSummary,
  STAR_COUNT,
  type Star,
  shouldShowReviews,
} from '../reviews.js'
export {
  AddressSchema,
  ContactDetailSchema,
  LocationReviewsSchema,
  LocationSchema,
  ReviewSchema,
} from '../schemas/location.js'
export {
  isFreeTestDriveSlot,
  TEST_DRIVE_HORIZON_DAYS,
  TEST_DRIVE_LEAD_TIME_MINUTES,
  TEST_DRIVE_SLOT_MINUTES,
  type TestDriveSlot,
  type TestDriveSlotRules,
  testDriveSlots,
} from '../test-drive-slots.js'
