// @forecourt/domain/cars — Cars and their catalogue: entities, availability and actions, facts, photo addresses, structured data, the reserve rule, favourites and the watchlist (spec §3, §4, §5, §9).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Entities (spec §3)
export {
  CAR_TYPE_LABELS,
  CAR_TYPES,
  type Car,
  type CarInput,
  type CarType,
  COMING_SOON_TAG,
  NEW_TAG,
  SOLD_LABEL,
  SPECIAL_TAGS,
} from '../car.js'
// Car availability and actions (spec §4, §5)
export {
  type Availability,
  availabilityOf,
  availabilityTag,
  type CarAction,
  type CarActionContext,
  canReserve,
  canValuate,
  carActions,
  enquiryFlowOf,
  isAvailable,
  isNewArrival,
  isTestDriveOnly,
  type ReserveBlocker,
  type ReserveContext,
  reserveBlockerOf,
  type TakeUpAction,
  TEST_DRIVE_ONLY_TAGS,
  takeUpActionOf,
} from '../car-availability.js'
export { type CarFact, type CarSearchAttribute, carSearchAttributes } from '../car-facts.js'
// Car photos at the image CDN's width, quality and crop (spec §7)
export {
  CAR_IMAGE_CROPS,
  CAR_IMAGE_QUALITY_RANGE,
  CAR_IMAGE_WIDTH_RANGE,
  type CarImageCrop,
  type CarImageParams,
  carImageSrcSet,
  carImageUrl,
} from '../car-image-url.js'
// Structured data (spec §9)
export { carStructuredData } from '../car-structured-data.js'
export {
  canShowFavourite,
  DEFAULT_FAVOURITES_PATH,
  type FavouritesStrip,
  type FavouriteToggle,
  type FavouriteVisibilityContext,
  favouritesStorageKey,
  favouritesStrip,
  toggleFavourite,
} from '../favourites.js'
export {
  checkGarageVehicle,
  GARAGE_FULL_MESSAGE,
  GARAGE_MAX_VEHICLES,
  GARAGE_PATH,
  GARAGE_REGO_MAX_LENGTH,
  GARAGE_REGO_MESSAGE,
  GARAGE_TEXT_MAX_LENGTH,
  GARAGE_VEHICLE_FIELDS,
  type GarageFieldMode,
  type GarageSettings,
  type GarageSettingsInput,
  type GarageVehicle,
  type GarageVehicleCheck,
  type GarageVehicleField,
  type GarageVehicleInput,
  garageFieldMode,
  garageNavigationItems,
  garageServiceHref,
  garageValuationHref,
  VALUATION_PREFILL_FIELDS,
} from '../garage.js'
export { findManufacturer, type Manufacturer, manufacturerSlug } from '../manufacturer.js'
export { MANUFACTURERS, type ManufacturerEntry } from '../manufacturer-catalogue.js'
export {
  type Model,
  type ModelCardText,
  modelCardText,
  modelsBodyHref,
  modelsBodySlug,
  sortModels,
} from '../model.js'
// Why a car cannot be reserved, and its deposit (spec §5, §9)
export {
  type DepositCharge,
  depositChargeOf,
  depositProcessorOf,
  RESERVE_BLOCKER_MESSAGES,
} from '../reserve-blocker.js'
export { reserveAmountLabel, reserveButtonLabel } from '../reserve-label.js'
export { CarSchema, CarTypeSchema } from '../schemas/car.js'
export { GarageSettingsSchema, GarageVehicleSchema } from '../schemas/garage.js'
export { ManufacturerSchema } from '../schemas/manufacturer.js'
export { ModelSchema } from '../schemas/model.js'
export {
  type MotorcycleSpecs,
  type RvSpecs,
  type TruckSpecs,
  type VehicleSpecs,
  type VehicleSpecsInput,
  VehicleSpecsSchema,
} from '../schemas/vehicle-specs.js'
export {
  type User,
  type WatchlistDecision,
  type WatchlistEntry,
  type WatchlistRequest,
  watchlistButtonLabel,
} from '../watchlist.js'
