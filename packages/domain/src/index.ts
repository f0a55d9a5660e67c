// The public surface of @forecourt/domain, by area. Explicit names only: exports.test.ts pins them.

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
} from './analytics-events.js'
// Search vocabulary (spec §2, §5, §9)
export { COMMON_MAKES, sortBrands } from './brand-sort.js'
// Entities (spec §3)
export {
  CAR_TYPE_LABELS,
  CAR_TYPES,
  type Car,
  type CarInput,
  type CarType,
  COMING_SOON_TAG,
  NEW_TAG,
  RESERVED_TAG,
  SOLD_LABEL,
  SPECIAL_TAGS,
} from './car.js'
// Car availability and actions (spec §4, §5)
export {
  AVAILABILITIES,
  type Availability,
  availabilityOf,
  availabilityTag,
  CAR_ACTIONS,
  type CarAction,
  type CarActionContext,
  canReserve,
  canValuate,
  carActions,
  enquiryFlowOf,
  isAvailable,
  isNewArrival,
  isTestDriveOnly,
  RESERVE_BLOCKERS,
  type ReserveBlocker,
  type ReserveContext,
  reserveBlockerOf,
  TAKE_UP_ACTIONS,
  type TakeUpAction,
  TEST_DRIVE_ONLY_TAGS,
  takeUpActionOf,
} from './car-availability.js'
export { type CarFact, type CarSearchAttribute, carKeyFacts, carSearchAttributes } from './car-facts.js'
// Structured data (spec §9)
export { carStructuredData } from './car-structured-data.js'
// Opening hours (spec §3, §9)
export { localDate, minutesOfDay, to12Hour, to24Hour } from './clock-time.js'
// Business constants (spec §9)
export {
  ALTERNATE_ENQUIRE_LABEL,
  BANNER_LOCATIONS_LINK_THRESHOLD,
  COMPARE_BADGE_CAP,
  COPIED_NOTICE_MS,
  DEFAULT_ENQUIRE_LABEL,
  DEFAULT_RESERVE_AMOUNT,
  DEFAULT_SUBMIT_LABEL,
  EARTH_RADIUS_KM,
  FACET_LIST_LIMIT,
  FAVOURITES_STRIP_HIDE_MS,
  FAVOURITES_STRIP_SLOTS,
  FOOTER_LOGO_SIZE,
  HEAR_ABOUT_US_OPTIONS,
  HERO_AUTOPLAY_MS,
  LOCATION_CARD_IMAGE_HEIGHT_PX,
  MIN_RESERVABLE_PRICE,
  MIN_SUGGESTION_PRICE,
  MODEL_DESCRIPTION_MAX_CHARS,
  MONEY_BACK_DAYS,
  MONEY_BACK_MAX_KM,
  NEW_TAG_WINDOW_DAYS,
  OPT_IN_TEXT,
  PHONE_MASK_VISIBLE_CHARS,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
  PRIVACY_ACCESS_ACKNOWLEDGE_DAYS,
  PRIVACY_ACCESS_GRANT_DAYS,
  PRIVACY_COMPLAINT_RESOLVE_DAYS,
  REFINEMENT_LIST_LIMIT,
  SEARCH_INDEX_NAME,
  SEARCH_PAGE_SIZE,
  SEARCH_RANKING_ATTRIBUTE,
  STAFF_AVATAR_SIZE,
  STOCK_COUNT_FACET_THRESHOLD,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
} from './constants.js'
// Dealer search paths (spec §2 slug-specific paths, issue 11)
export {
  DEALER_SEARCH_PATH_ATTRIBUTES,
  type DealerSearchPath,
  type DealerSearchPathAttribute,
  type DealerSearchPathInput,
  dealerSearchPathsFor,
  type ResolvedSearchPath,
  resolveDealerSearchPath,
  SEARCH_PATH_PLACEHOLDERS,
  type SearchPathPlaceholder,
  type SearchPathValues,
  searchPathFacetFilters,
  uniqueSlugMap,
} from './dealer-search-paths.js'
export { dealerTimeZone } from './dealer-time-zone.js'
// Locations (spec §2, §9)
export { type Coordinates, distanceKm, locationCoordinates, nearest } from './distance.js'
export { distanceLabel } from './distance-label.js'
// Contact formats and messages (spec §2, §4, §5, §8)
export { isValidEmail, validateEmail } from './email.js'
export {
  ENQUIRY_FIELD_LABELS,
  type EnquiryContext,
  type EnquiryRequirements,
  enquiryLocationChoices,
  enquiryRequirements,
  hasLocationField,
} from './enquiry-requirements.js'
export { orderFacetValues, PRICE_RANGE_FACETS } from './facet-order.js'
// Family profiles: each template family's words, facets, chips, specifications and rules (issue 11)
export { CAR_PRICE_BUCKETS, CARS_PROFILE, PLACE_FACETS } from './families/cars-profile.js'
export { type ComparisonRow, comparisonRows } from './families/comparison-rows.js'
export {
  countOf,
  type FacetKind,
  type FamilyFacet,
  type FamilyFacetTab,
  type FamilyProfile,
  type FamilyVocabulary,
  type PriceSlider,
  stockVocabulary,
} from './families/family-profile.js'
export {
  buyingPathsOf,
  carBuyingPath,
  carSpecifications,
  FAMILY_PROFILES,
  type FamilySite,
  facetValueLabel,
  familyProfileOf,
  hiddenSearchPathAttributes,
  resultCardChips,
} from './families/family-profiles.js'
export {
  FAMILY_SEARCH_ATTRIBUTES,
  type FamilySearchAttribute,
  type FamilySearchAttributes,
  familySearchAttributes,
} from './families/family-search-attributes.js'
export {
  AU_LAMS_MAX_ELECTRIC_KW,
  isAuLamsEligible,
  isLamsApproved,
  isNzLamsEligible,
  LAMS_MAX_ENGINE_CC,
  LAMS_MAX_KW_PER_TONNE,
  LAMS_RIDER_ALLOWANCE_KG,
  type LamsInput,
  NZ_LAMS_APPROVED_UP_TO_CC,
  powerToWeight,
} from './families/lams.js'
export {
  BUYING_PATH_LABELS,
  BUYING_PATHS,
  type BuyingPath,
  buyingPathOf,
  LISTING_KIND_LABELS,
  LISTING_KINDS,
  type ListingKind,
  SUBSCRIPTION_INCLUSIONS,
} from './families/listing-kinds.js'
export {
  formatListingPrice,
  type ListingPrice,
  listingPriceNoteOf,
  listingPriceOf,
} from './families/listing-price.js'
export { MOTORCYCLES_PROFILE } from './families/motorcycles-profile.js'
export {
  KM_RANGE_FACET,
  priceRangeFacet,
  SEATS_RANGE_FACET,
  YEAR_RANGE_FACET,
} from './families/range-facets.js'
export {
  MAX_RENTAL_DAYS,
  RENTAL_TOO_LONG_MESSAGE,
  RETURN_BEFORE_PICK_UP_MESSAGE,
  type RentalQuote,
  rentalDatesProblem,
  rentalDays,
  rentalQuote,
} from './families/rental-quote.js'
export { RVS_PROFILE } from './families/rvs-profile.js'
export {
  kmAllowanceText,
  MAX_SUBSCRIPTION_MONTHS,
  minimumTermText,
  SUBSCRIPTION_TERM_CHOICES,
  type SubscriptionQuote,
  subscriptionInclusionsText,
  subscriptionQuote,
  subscriptionTermChoices,
  termText,
  WEEKS_PER_MONTH,
} from './families/subscription-terms.js'
export { SUBSCRIPTIONS_PROFILE } from './families/subscriptions-profile.js'
export {
  BRAKE_CONTROLLER_ABOVE_ATM_KG,
  PASSENGER_VEHICLE_MAX_TOWING_KG,
  type TowVehicleHint,
  type TowVehicleInput,
  towVehicleHint,
  UNBRAKED_TRAILER_MAX_ATM_KG,
} from './families/tow-vehicle-hint.js'
export {
  AU_LICENCE_CLASSES,
  auLicenceClass,
  isLicenceClass,
  type LicenceClass,
  licenceClassLabel,
  NZ_LICENCE_CLASSES,
  nzLicenceClass,
  SINGLE_SEMI_TRAILER_MAX_GCM_KG,
  type TruckLicenceInput,
  type TruckTowing,
  towingOf,
  truckLicenceClass,
} from './families/truck-licence-class.js'
export { TRUCKS_PROFILE } from './families/trucks-profile.js'
export {
  type AttributeChip,
  type AttributeContext,
  attributeChips,
  type SpecificationRow,
  specificationRows,
  VEHICLE_ATTRIBUTE_KEYS,
  type VehicleAttributeKey,
  vehicleAttributeLabel,
} from './families/vehicle-attributes.js'
export {
  AXLE_CONFIGURATIONS,
  type AxleConfiguration,
  axleCountOf,
  isTowableRvType,
  MOTORCYCLE_STYLES,
  type MotorcycleStyle,
  OFF_ROAD_RATINGS,
  type OffRoadRating,
  PRIME_MOVER_BODY,
  RV_TYPES,
  type RvType,
  TOWABLE_RV_TYPES,
  TRUCK_BODIES,
  type TruckBody,
  VEHICLE_KINDS,
  type VehicleKind,
} from './families/vehicle-kinds.js'
export { formatCc, formatEngineHours, formatKg, formatKw, formatMetres } from './families/vehicle-units.js'
export {
  canShowFavourite,
  DEFAULT_FAVOURITES_PATH,
  type FavouritesStrip,
  type FavouriteToggle,
  type FavouriteVisibilityContext,
  favouritesStorageKey,
  favouritesStrip,
  toggleFavourite,
} from './favourites.js'
export { type ChipAttribute, type ChipBound, filterChipLabel } from './filter-chips.js'
// Finance (spec §9)
export {
  angleLender,
  COMPARISON_RATE_AMOUNT,
  COMPARISON_RATE_TERM_YEARS,
  COMPARISON_RATE_WARNING,
  type ComparisonRateInputs,
  comparisonRate,
  DEFAULT_FINANCE_TERM_YEARS,
  DEPOSIT_BALLOON_DEPOSIT_SHARE,
  DEPOSIT_BALLOON_FINAL_SHARE,
  FINANCE_LAYOUTS,
  type FinanceEstimate,
  type FinanceLayout,
  type FinanceSettings,
  financeEstimate,
  type LoanTerms,
  type SiteFinanceSettings,
  siteFinanceEstimate,
  WEEKS_PER_YEAR,
  weeklyRepayment,
} from './finance.js'
export { FINANCE_GUIDE_ONLY, type FinanceProvider, financeDisclaimer } from './finance-disclaimer.js'
export {
  checkGarageVehicle,
  GARAGE_FULL_MESSAGE,
  GARAGE_MAX_VEHICLES,
  GARAGE_ODOMETER_MAX_KM,
  GARAGE_ODOMETER_MESSAGE,
  GARAGE_PATH,
  GARAGE_REGO_MAX_LENGTH,
  GARAGE_REGO_MESSAGE,
  GARAGE_TEXT_MAX_LENGTH,
  GARAGE_VEHICLE_FIELDS,
  GARAGE_YEAR_MESSAGE,
  type GarageFieldMode,
  type GarageSettings,
  type GarageSettingsInput,
  type GarageVehicle,
  type GarageVehicleCheck,
  type GarageVehicleField,
  type GarageVehicleInput,
  garageFieldMode,
  garageHasRoom,
  garageNavigationItems,
  garageServiceHref,
  garageValuationHref,
  normaliseRego,
  VALUATION_PREFILL_FIELDS,
} from './garage.js'
export {
  carEnquiryMessage,
  FORM_FIELD_TYPES,
  type FormFieldType,
  findSimilarMessage,
  INCOMPLETE_LEAD_STATUS,
  type LeadForm,
  type LeadFormInput,
  REMEMBERED_LEAD_FIELDS,
} from './lead.js'
export {
  LEAD_FORM_ASKS,
  LEAD_FORM_KINDS,
  type LeadFormAsks,
  type LeadFormKind,
  leadFormKindOf,
} from './lead-form-kind.js'
export {
  type Address,
  isBuyingLocation,
  LOCATION_TYPES,
  type Location,
  type LocationInput,
  type LocationType,
  locationTypeOf,
  longitudeOf,
  type Review,
} from './location.js'
export {
  type LocationBlockLayout,
  type LocationCarouselLayout,
  locationBlockLayout,
  locationCarouselLayout,
  locationGridColumns,
  showBannerLocationsLink,
} from './location-layout.js'
export { type LocationLinkContext, locationHref } from './location-link.js'
export { directionsHref, locationsForSlug } from './location-lookup.js'
export { type LocationSelection, selectLocations } from './location-selection.js'
export { contactUsHref, emailUsHref, locationBaseName, locationSlug } from './location-slug.js'
export { locationsByDistance } from './locations-by-distance.js'
export { findManufacturer, type Manufacturer, manufacturerSlug } from './manufacturer.js'
export { MANUFACTURERS, type ManufacturerEntry } from './manufacturer-catalogue.js'
export {
  COPIED_MESSAGE,
  EMAIL_MESSAGE,
  FORM_SUBMIT_ERROR_MESSAGE,
  GEOCODE_FAILED_MESSAGE,
  MISSING_NAVIGATION_MESSAGE,
  NO_SAVED_CARS_MESSAGE,
  PHONE_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  type ToastMessage,
  UNEXPECTED_ERROR_MESSAGE,
  watchlistRemovedToast,
  watchlistSavedToast,
} from './messages.js'
export {
  ALL_NEW_PREFIX,
  HYBRID_MARKER,
  type Model,
  type ModelCardText,
  modelCardText,
  modelsBodyHref,
  modelsBodySlug,
  sortModels,
  truncateDescription,
} from './model.js'
// Money and units
export {
  formatKm,
  formatMoney,
  formatPercent,
  formatPrice,
  formatThousands,
  formatWeekly,
} from './money.js'
export {
  DYNAMIC_DROPDOWNS,
  type DynamicDropdown,
  type Navigation,
  type NavigationItem,
  type NavigationMenu,
  navigationLabel,
  requireNavigation,
} from './navigation.js'
export { type OpeningHour, OpeningHourSchema, type SpecialHours, SpecialHoursSchema } from './opening-hour.js'
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
} from './opening-hours.js'
export {
  needsPaymentIntent,
  PAYMENT_LOGOS,
  PAYMENT_METHODS,
  PAYMENT_PROCESSOR_TYPES,
  type PaymentProcessor,
  type PaymentProcessorType,
} from './payment-processor.js'
export {
  formatPhone,
  isAustralianPhone,
  isNewZealandPhone,
  maskPhone,
  NUMERIC_PHONE_MAX_LENGTH,
  normalisePhone,
  type PhoneInputRule,
  telHref,
  validateNumericPhone,
  validatePhone,
  validatePhoneWith,
} from './phone.js'
export { isValidPostcode, POSTCODE_MAX_LENGTH, validatePostcode } from './postcode.js'
export { priceLowerBound, priceRangeOf, sortByPriceLowerBound, weeklyPriceRangeOf } from './price-range.js'
export {
  clampPriceRange,
  DEFAULT_PRICE_RANGE,
  isValidPriceRange,
  type PriceRange,
  type PriceSliderBounds,
  sliderReaching,
} from './price-slider.js'
export { type PrivacyPolicyInput, type PrivacySection, privacyPolicy } from './privacy-policy.js'
export { CURRENCIES, type Currency, CurrencySchema, type Region, RegionSchema } from './region.js'
// Why a car cannot be reserved, and its deposit (spec §5, §9)
export {
  type DepositCharge,
  depositAmountOf,
  depositChargeOf,
  depositProcessorOf,
  RESERVE_BLOCKER_MESSAGES,
} from './reserve-blocker.js'
export { reserveAmountLabel, reserveButtonLabel } from './reserve-label.js'
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
} from './reviews.js'
export type { JsonLdObject, JsonLdValue } from './schema-org.js'
export { CarLocationSchema, CarSchema, CarTypeSchema, FinanceLenderSchema } from './schemas/car.js'
export { DealerSearchPathSchema, DealerSearchPathsSchema } from './schemas/dealer-search-path.js'
export { GarageSettingsSchema, GarageVehicleSchema } from './schemas/garage.js'
export { LeadFormSchema } from './schemas/lead.js'
export {
  type LeadDelivery,
  type LeadDeliveryInput,
  LeadDeliverySchema,
} from './schemas/lead-delivery.js'
export {
  type Listing,
  type ListingInput,
  ListingSchema,
  type RentalListing,
  RentalListingSchema,
  SaleListingSchema,
  type SubscriptionListing,
  SubscriptionListingSchema,
} from './schemas/listing.js'
export {
  AddressSchema,
  ContactDetailSchema,
  LocationReviewsSchema,
  LocationSchema,
  ReviewSchema,
} from './schemas/location.js'
export { ManufacturerSchema } from './schemas/manufacturer.js'
export { ModelSchema } from './schemas/model.js'
export { NavigationItemSchema, NavigationSchema } from './schemas/navigation.js'
export { PaymentProcessorSchema } from './schemas/payment-processor.js'
export {
  describeIssues,
  parseSiteConfig,
  SiteConfigSchema,
  SiteFinanceSchema,
  TemplateSchema,
} from './schemas/site.js'
export {
  CarSpecsSchema,
  type MotorcycleSpecs,
  MotorcycleSpecsSchema,
  type RvSpecs,
  RvSpecsSchema,
  type TruckSpecs,
  TruckSpecsSchema,
  type VehicleSpecs,
  type VehicleSpecsInput,
  VehicleSpecsSchema,
} from './schemas/vehicle-specs.js'
export { UserSchema, WatchlistEntrySchema } from './schemas/watchlist.js'
export {
  DEFAULT_CAR_SEARCH_ATTRIBUTES,
  DEFAULT_FACET_TAB,
  DEFAULT_SEARCH_PATH,
  FACET_PICKER_TITLE,
  FACET_TABS,
  type FacetTabAttribute,
  SEARCH_BODY_TYPES,
  TEMPLATE_SEARCH_PATHS,
} from './search-attributes.js'
export { type SearchHit, SearchHitSchema } from './search-hit.js'
export {
  SEARCH_INDEX_ATTRIBUTES,
  type SearchIndexContext,
  type SearchIndexRecord,
  SearchIndexRecordSchema,
  toSearchIndexRecord,
} from './search-index-record.js'
export { SEARCH_SORTS, type SearchSortKey, sortIndexName } from './search-sorts.js'
export {
  checkoutHref,
  FINANCE_PROVIDERS,
  PAYMENT_PROVIDERS,
  type SiteConfig,
  type SiteConfigInput,
  type SiteConfigResult,
  siteLogoUrl,
  siteSearchIndex,
  siteSearchPath,
  TEMPLATES,
  type Template,
} from './site.js'
export {
  EnquirySettingsSchema,
  type HeroSlide,
  HeroSlideSchema,
  LocationCardSettingsSchema,
  ReviewSettingsSchema,
  type SiteFeatures,
  SiteFeaturesSchema,
  SiteLabelsSchema,
  type SiteOverrides,
  SiteOverridesSchema,
} from './site-overrides.js'
export {
  type MoneyBackTerms,
  moneyBackTerms,
  pageParagraphs,
  SITE_PAGE_KINDS,
  type SitePage,
  SitePageSchema,
  sitePageAt,
} from './site-pages.js'
export {
  locationsStructuredData,
  type SiteStructuredDataOptions,
  type StructuredDataSite,
  siteStructuredData,
} from './site-structured-data.js'
export { stockCount } from './stock-count.js'
export { searchSubmitHref, suggestionPrice } from './suggestion.js'
export {
  isFreeTestDriveSlot,
  TEST_DRIVE_HORIZON_DAYS,
  TEST_DRIVE_LEAD_TIME_MINUTES,
  TEST_DRIVE_SLOT_MINUTES,
  type TestDriveSlot,
  type TestDriveSlotRules,
  testDriveSlots,
} from './test-drive-slots.js'
export { isOnlineEstimateLikely, tradeInHref } from './trade-in.js'
export {
  type User,
  type WatchlistDecision,
  type WatchlistEntry,
  type WatchlistRequest,
  watchlistButtonLabel,
  watchlistDecision,
} from './watchlist.js'
