export {
  CAR_TYPES,
  type Car,
  CarLocationSchema,
  CarSchema,
  type CarType,
  CarTypeSchema,
  FinanceLenderSchema,
  type PaymentProcessor,
  PaymentProcessorSchema,
} from './car.js'
export {
  type Availability,
  availabilityOf,
  canReserve,
  isNewArrival,
  isTestDriveOnly,
  type ReserveContext,
  TEST_DRIVE_ONLY_TAGS,
} from './car-availability.js'
export {
  DEFAULT_RESERVE_AMOUNT,
  MIN_RESERVABLE_PRICE,
  MIN_SUGGESTION_PRICE,
  NEW_TAG_WINDOW_DAYS,
  SEARCH_PAGE_SIZE,
} from './constants.js'
export {
  EMAIL_MESSAGE,
  isValidEmail,
  isValidPostcode,
  normalisePhone,
  PHONE_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  validatePhone,
} from './contact.js'
export {
  type Address,
  AddressSchema,
  LOCATION_TYPES,
  type Location,
  LocationSchema,
  type OpeningHour,
  OpeningHourSchema,
  type SpecialHours,
  SpecialHoursSchema,
} from './location.js'
export { type Currency, formatKm, formatPrice } from './money.js'
export {
  describeIssues,
  type Region,
  RegionSchema,
  type SiteConfig,
  type SiteConfigInput,
  SiteConfigSchema,
  SiteFeaturesSchema,
  TEMPLATES,
  type Template,
  TemplateSchema,
} from './site.js'
