// @forecourt/domain/families — Template families: each family's profile, words, attributes, listing kinds and its own rules (issue 11).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Family profiles: each template family's words, facets, chips, specifications and rules (issue 11)
export { CAR_PRICE_BUCKETS, CARS_PROFILE, PLACE_FACETS } from '../families/cars-profile.js'
export { type ComparisonRow, comparisonRows } from '../families/comparison-rows.js'
export {
  countOf,
  type FacetKind,
  type FamilyFacet,
  type FamilyFacetTab,
  type FamilyProfile,
  type FamilyVocabulary,
  type PriceSlider,
  stockVocabulary,
} from '../families/family-profile.js'
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
} from '../families/family-profiles.js'
export {
  FAMILY_SEARCH_ATTRIBUTES,
  type FamilySearchAttribute,
  type FamilySearchAttributes,
  familySearchAttributes,
} from '../families/family-search-attributes.js'
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
} from '../families/lams.js'
export {
  BUYING_PATH_LABELS,
  BUYING_PATHS,
  type BuyingPath,
  buyingPathOf,
  LISTING_KIND_LABELS,
  LISTING_KINDS,
  type ListingKind,
  SUBSCRIPTION_INCLUSIONS,
} from '../families/listing-kinds.js'
export {
  formatListingPrice,
  type ListingPrice,
  listingPriceNoteOf,
  listingPriceOf,
} from '../families/listing-price.js'
export { MOTORCYCLES_PROFILE } from '../families/motorcycles-profile.js'
export {
  KM_RANGE_FACET,
  priceRangeFacet,
  SEATS_RANGE_FACET,
  YEAR_RANGE_FACET,
} from '../families/range-facets.js'
export {
  MAX_RENTAL_DAYS,
  RENTAL_TOO_LONG_MESSAGE,
  RETURN_BEFORE_PICK_UP_MESSAGE,
  type RentalQuote,
  rentalDatesProblem,
  rentalDays,
  rentalQuote,
} from '../families/rental-quote.js'
export { RVS_PROFILE } from '../families/rvs-profile.js'
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
} from '../families/subscription-terms.js'
export { SUBSCRIPTIONS_PROFILE } from '../families/subscriptions-profile.js'
export {
  BRAKE_CONTROLLER_ABOVE_ATM_KG,
  PASSENGER_VEHICLE_MAX_TOWING_KG,
  type TowVehicleHint,
  type TowVehicleInput,
  towVehicleHint,
  UNBRAKED_TRAILER_MAX_ATM_KG,
} from '../families/tow-vehicle-hint.js'
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
} from '../families/truck-licence-class.js'
export { TRUCKS_PROFILE } from '../families/trucks-profile.js'
export {
  type AttributeChip,
  type AttributeContext,
  attributeChips,
  type SpecificationRow,
  specificationRows,
  VEHICLE_ATTRIBUTE_KEYS,
  type VehicleAttributeKey,
  vehicleAttributeLabel,
} from '../families/vehicle-attributes.js'
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
} from '../families/vehicle-kinds.js'
export { formatCc, formatEngineHours, formatKg, formatKw, formatMetres } from '../families/vehicle-units.js'
