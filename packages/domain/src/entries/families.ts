// @forecourt/domain/families — Template families: each family's profile, words, attributes, listing kinds and its own rules (issue 11).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Family profiles: each template family's words, facets, chips, specifications and rules (issue 11)
export { CARS_PROFILE } from '../families/cars-profile.js'
export { type ComparisonRow, comparisonRows } from '../families/comparison-rows.js'
export {
  countOf,
  type FacetKind,
  type FamilyFacet,
  type FamilyFacetTab,
  type FamilyProfile,
  type FamilyVocabulary,
  type PriceSlider,
} from '../families/family-profile.js'
export {
  carSpecifications,
  carSummaryFacts,
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
export { inFamilyWords } from '../families/family-words.js'
export {
  AU_LAMS_MAX_ELECTRIC_KW,
  isAuLamsEligible,
  isLamsApproved,
  isNzLamsEligible,
  LAMS_MAX_ENGINE_CC,
  LAMS_MAX_KW_PER_TONNE,
  type LamsInput,
  NZ_LAMS_APPROVED_UP_TO_CC,
} from '../families/lams.js'
export {
  BUYING_PATH_LABELS,
  type BuyingPath,
  buyingPathOf,
  LISTING_KINDS,
  type ListingKind,
} from '../families/listing-kinds.js'
export {
  formatListingPrice,
  type ListingPrice,
  listingPriceNoteOf,
  listingPriceOf,
} from '../families/listing-price.js'
export {
  RENTAL_TOO_LONG_MESSAGE,
  RETURN_BEFORE_PICK_UP_MESSAGE,
  type RentalQuote,
  rentalDatesProblem,
} from '../families/rental-quote.js'
export {
  kmAllowanceText,
  minimumTermText,
  type SubscriptionQuote,
  subscriptionInclusionsText,
  subscriptionQuote,
  subscriptionTermChoices,
  termText,
} from '../families/subscription-terms.js'
export { type TowVehicleHint, type TowVehicleInput, towVehicleHint } from '../families/tow-vehicle-hint.js'
export {
  AU_LICENCE_CLASSES,
  isLicenceClass,
  type LicenceClass,
  licenceClassLabel,
  NZ_LICENCE_CLASSES,
  type TruckLicenceInput,
  type TruckTowing,
  truckLicenceClass,
} from '../families/truck-licence-class.js'
export type {
  AttributeChip,
  AttributeContext,
  SpecificationRow,
  VehicleAttributeKey,
} from '../families/vehicle-attributes.js'
export {
  type AxleConfiguration,
  isTowableRvType,
  MOTORCYCLE_STYLES,
  type MotorcycleStyle,
  type OffRoadRating,
  RV_TYPES,
  type RvType,
  TOWABLE_RV_TYPES,
  type TruckBody,
  type VehicleKind,
} from '../families/vehicle-kinds.js'
export { formatCc, formatKg, formatKw } from '../families/vehicle-units.js'
