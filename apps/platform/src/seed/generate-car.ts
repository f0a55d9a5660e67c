import {
  type Car,
  type CarType,
  isTowableRvType,
  type PaymentProcessor,
  TEST_DRIVE_ONLY_TAGS,
  type Template,
} from '@forecourt/domain'
import type { cars } from '../db/schema.js'
import type { FamilyCatalogue } from './family-catalogues.js'
import { specsFor } from './family-specs.js'
import { listingFor } from './listing-terms.js'
import type { Random } from './prng.js'
import type { CatalogueModel, SimpleFuel } from './vehicle-catalogue.js'

/**
 * Fixed "now" of the demo data. Stock ages are measured from here, never from the clock, so one
 * seed gives byte-identical data on every run.
 */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T00:00:00.000Z')
const REFERENCE_YEAR = SEED_REFERENCE_DATE.getUTCFullYear()
const OLDEST_YEAR = 2012
const CREATED_WITHIN_MINUTES = 60 * 24 * 60
const DAY_MINUTES = 24 * 60

/**
 * States every demo site shows at least once, so each storefront page state (§4: sold,
 * reserved, test-drive-only, coming soon, the 8-day New tag) has a real car behind it.
 */
export const SHOWCASE_STATES = ['sold', 'reserved', 'test-drive-only', 'coming-soon', 'brand-new'] as const
export type ShowcaseState = (typeof SHOWCASE_STATES)[number]

export type CarRow = typeof cars.$inferInsert & { id: number }

export interface CarContext {
  id: number
  siteId: number
  dealershipId: number
  locationId: number
  stockPrefix: string
  paymentProcessors: PaymentProcessor[]
  financeLenders: Car['finance_lenders']
  template: Template
  catalogue: FamilyCatalogue
  /** Where a rental from this car's location is collected. */
  pickupLocation: string
  /** Forces one of the showcase states instead of drawing the car's availability. */
  showcase?: ShowcaseState | undefined
}

const DETAILED_FUEL: Record<SimpleFuel, string | null> = {
  Petrol: 'Petrol - Unleaded ULP',
  Diesel: 'Diesel',
  Hybrid: 'Hybrid - Petrol/Electric',
  Electric: 'Electric',
  'Not Applicable': null,
}

export function generateCar(random: Random, context: CarContext): CarRow {
  const { catalogue, showcase } = context
  const model = random.pick(catalogue.models)
  const drawnType = random.weighted<CarType>([
    ['used', 55],
    ['new', 25],
    ['demo', 20],
  ])
  const carType: CarType =
    showcase === 'test-drive-only' ? 'demo' : showcase === 'brand-new' ? 'new' : drawnType
  const year = yearFor(random, carType, model, catalogue)
  const odometer = kmFor(random, carType, year, catalogue)
  const badge = random.pick(model.badges)
  // Cars draw nothing more than they always did, in the same order, so car stock stays as seeded.
  const variant = model.variants?.[badge]
  const body = variant?.kind === 'rv' ? variant.body : model.bodies ? random.pick(model.bodies) : model.body
  // A towed RV has no odometer of its own.
  const km = isTowableRvType(body) ? 0 : odometer
  const fuel = random.pick(model.fuels)
  const { status, sold, reserved } = availabilityFor(random, showcase)
  const stocknum = `${context.stockPrefix}${10_000 + context.id}`
  const name = `${year} ${model.make} ${model.model} ${badge}`
  const newPrice = variant?.newPrice ?? model.newPrice
  const salePrice = priceFor(random, catalogue, newPrice, carType, year, km)
  const specs = specsFor(random, variant, { carType, year, km })
  const listing = listingFor(random, context.template, {
    newPrice,
    age: Math.max(0, REFERENCE_YEAR - year),
    pickupLocation: context.pickupLocation,
  })
  // A subscription or rental is not for sale: it has no purchase price to show or reserve against.
  const forSale = listing.kind === 'sale'
  // Half the coming-soon stock has not been photographed yet, as on a real yard.
  const photosCount = status === 'coming_soon' && random.chance(0.5) ? 0 : random.int(8, 24)
  const imageNumbers = Array.from({ length: photosCount }, (_, index) => index + 1)
  // Served by the platform's placeholder route (GET /images/cars/:id/:file); ?w= picks the width.
  const images = imageNumbers.map((n) => `/images/cars/${context.id}/${n}.svg`)
  const ageMinutes =
    showcase === 'brand-new' ? random.int(0, DAY_MINUTES) : random.int(0, CREATED_WITHIN_MINUTES)
  const createdAt = new Date(SEED_REFERENCE_DATE.getTime() - ageMinutes * 60_000)
  const tag =
    showcase === 'test-drive-only' ? random.pick(TEST_DRIVE_ONLY_TAGS) : tagFor(random, carType, status)

  return {
    id: context.id,
    siteId: context.siteId,
    dealershipId: context.dealershipId,
    locationId: context.locationId,
    slug: slugify(`${name} ${stocknum}`),
    name,
    year,
    make: model.make,
    model: model.model,
    badge,
    series: model.series,
    carType,
    km,
    price: forSale ? salePrice : 0,
    priceType: forSale
      ? salePriceType(random, carType)
      : listing.kind === 'subscription'
        ? 'Subscription'
        : 'Rental',
    status,
    sold,
    reserved,
    reservable: forSale && status === 'in_stock' && !sold && !reserved ? random.chance(0.9) : false,
    tag,
    certified: carType === 'used' && random.chance(0.3),
    createdAt,
    views: random.int(0, 400),
    stocknum,
    vin: vin(random),
    simpleBody: body,
    simpleTransmission: random.pick(model.transmissions),
    simpleFuel: fuel,
    simpleDrive: variant?.kind === 'truck' ? variant.axles : model.drive,
    fuel: DETAILED_FUEL[fuel],
    seats: model.seats,
    photosCount,
    images,
    thumbnails: images.map((url) => `${url}?w=${THUMBNAIL_WIDTH}`),
    primaryImageUrl: images[0] ?? null,
    file: carType === 'used' && random.chance(0.2) ? `/files/cars/${context.id}/history-report.pdf` : null,
    paymentProcessors: context.paymentProcessors,
    hasCheckoutPaymentProcessor: context.paymentProcessors.length > 0,
    financeLenders: context.financeLenders,
    // Showcase cars are always listed: they exist to be seen.
    showOnDealerWebsite: showcase ? true : random.chance(0.97),
    listingKind: listing.kind,
    listingTerms: listing.kind === 'sale' ? null : termsOf(listing),
    specs,
  }
}

function salePriceType(random: Random, carType: CarType): string {
  return carType === 'used' && random.chance(0.2) ? 'Excl. Government Charges' : 'Drive Away'
}

/** A listing's terms as stored beside its kind. */
function termsOf({ kind: _kind, ...terms }: Car['listing']): Record<string, unknown> {
  return terms
}

function yearFor(
  random: Random,
  carType: CarType,
  model: CatalogueModel,
  catalogue: FamilyCatalogue,
): number {
  if (carType === 'new') return random.chance(0.8) ? REFERENCE_YEAR : REFERENCE_YEAR - 1
  if (carType === 'demo') return random.int(REFERENCE_YEAR - 1, REFERENCE_YEAR)
  const oldest = Math.max(
    OLDEST_YEAR,
    model.since,
    REFERENCE_YEAR - (catalogue.maxAgeYears ?? REFERENCE_YEAR),
  )
  return random.int(oldest, REFERENCE_YEAR - 1)
}

/** An odometer for the family's market: a used car's 9,000–18,000 km a year, a prime mover's 100,000. */
function kmFor(random: Random, carType: CarType, year: number, catalogue: FamilyCatalogue): number {
  const [low, high] = catalogue.kmPerYear
  if (carType === 'new') return random.int(0, 50)
  if (carType === 'demo') return random.int(500, Math.min(14_999, high))
  const age = Math.max(1, REFERENCE_YEAR - year)
  return age * random.int(low, high) + random.int(0, 5_000)
}

function priceFor(
  random: Random,
  catalogue: FamilyCatalogue,
  newPrice: number,
  carType: CarType,
  year: number,
  km: number,
): number {
  let price = newPrice * (0.95 + random.next() * 0.1)
  if (carType === 'demo') price *= 0.9
  if (carType === 'used') {
    const age = Math.max(1, REFERENCE_YEAR - year)
    price *= catalogue.valueKeptPerYear ** age * (km > catalogue.highKm ? 0.85 : 1)
  }
  // Dealers price just under a round number (24,990 rather than 25,000); clamping the round
  // number to [min + 500, max] keeps the final price inside the family's [minPrice, maxPrice].
  const round = Math.min(
    catalogue.maxPrice,
    Math.max(catalogue.minPrice + 500, Math.round(price / 500) * 500),
  )
  return round - 10
}

function availabilityFor(
  random: Random,
  showcase: ShowcaseState | undefined,
): { status: string; sold: boolean; reserved: boolean } {
  const roll = random.next()
  if (showcase === 'sold') return { status: 'sold', sold: true, reserved: false }
  if (showcase === 'reserved') return { status: 'in_stock', sold: false, reserved: true }
  if (showcase === 'coming-soon') return { status: 'coming_soon', sold: false, reserved: false }
  if (showcase) return { status: 'in_stock', sold: false, reserved: false }
  if (roll < 0.04) return { status: 'sold', sold: true, reserved: false }
  if (roll < 0.07) return { status: 'in_stock', sold: false, reserved: true }
  if (roll < 0.17) return { status: 'coming_soon', sold: false, reserved: false }
  return { status: 'in_stock', sold: false, reserved: false }
}

function tagFor(random: Random, carType: CarType, status: string): string | null {
  if (status === 'coming_soon' && carType === 'new' && random.chance(0.5)) return 'Pre-order'
  if (carType === 'demo' && random.chance(0.15)) return random.pick(TEST_DRIVE_ONLY_TAGS)
  if (random.chance(0.06)) return 'Special'
  return null
}

const THUMBNAIL_WIDTH = 320

// VINs never use I, O or Q (ISO 3779), so neither does a fake one.
const VIN_CHARACTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789']

function vin(random: Random): string {
  return Array.from({ length: 17 }, () => random.pick(VIN_CHARACTERS)).join('')
}

/** Lower-case words joined by single hyphens: "2021 Mazda CX-5 GLX+" → "2021-mazda-cx-5-glx". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
