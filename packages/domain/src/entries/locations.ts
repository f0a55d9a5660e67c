// @forecourt/domain/locations — Locations: selection, slugs, links, distance, opening hours and reviews (spec §2, §3, §9).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Opening hours (spec §3, §9)
export { localDate, to12Hour } from '../clock-time.js'
export { dealerTimeZone } from '../dealer-time-zone.js'
// Locations (spec §2, §9)
export { type Coordinates, locationCoordinates } from '../distance.js'
export { distanceLabel } from '../distance-label.js'
export {
  type Address,
  isBuyingLocation,
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
export type { OpeningHour, SpecialHours } from '../opening-hour.js'
export {
  formatHolidayDate,
  formatOpeningHours,
  formatSpecialHours,
  type OpeningHoursLine,
  type OpeningHoursOptions,
  type OpeningHoursSpecification,
  upcomingSpecialHours,
  WEEKDAY_SHORT_NAMES,
} from '../opening-hours.js'
// Reviews (spec §2, §4, §9)
export {
  formatRating,
  type ReviewVisibility,
  ratingStars,
  STAR_COUNT,
  type Star,
  shouldShowReviews,
} from '../reviews.js'
export { LocationSchema } from '../schemas/location.js'
export {
  isFreeTestDriveSlot,
  TEST_DRIVE_SLOT_MINUTES,
  type TestDriveSlot,
  type TestDriveSlotRules,
  testDriveSlots,
} from '../test-drive-slots.js'
