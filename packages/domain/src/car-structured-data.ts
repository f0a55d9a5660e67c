// A car's page as schema.org JSON-LD: the vehicle with its offer (§9 structured data; the spec
// names the site's types, a car page describes the car it sells). Pure: the storefront passes the
// page's URL and renders the result.
import type { Car } from './car.js'
import { type Availability, availabilityOf } from './car-availability.js'
import { FAMILY_PROFILES } from './families/family-profiles.js'
import { listingPriceOf } from './families/listing-price.js'
import { axleCountOf, isTowableRvType } from './families/vehicle-kinds.js'
import { absoluteUrl, type JsonLdObject, SCHEMA_ORG_CONTEXT } from './schema-org.js'
import type { SiteConfig } from './schemas/site.js'
import { dealershipReference } from './site-structured-data.js'

/** schema.org ItemAvailability for each availability state a shopper sees (§4). */
const OFFER_AVAILABILITY: Readonly<Record<Availability, string>> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
}

// UN/CEFACT codes schema.org uses for units.
const quantity = (value: number, unitCode: string, name?: string): JsonLdObject => ({
  '@type': 'QuantitativeValue',
  value,
  unitCode,
  ...(name ? { name } : {}),
})

/** What a truck, motorcycle or RV adds: GVM and axles, the engine, the ATM (issue 11). */
function familyProperties(car: Car): JsonLdObject {
  const { specs } = car
  switch (specs.kind) {
    case 'truck':
      return {
        weightTotal: quantity(specs.gvm_kg, 'KGM', 'GVM'),
        numberOfAxles: axleCountOf(specs.axle_configuration),
      }
    case 'motorcycle':
      return specs.engine_cc === null && specs.power_kw === null
        ? {}
        : {
            vehicleEngine: {
              '@type': 'EngineSpecification',
              engineDisplacement: specs.engine_cc === null ? undefined : quantity(specs.engine_cc, 'CMQ'),
              enginePower: specs.power_kw === null ? undefined : quantity(specs.power_kw, 'KWT'),
            },
          }
    case 'rv':
      return { weightTotal: specs.atm_kg === null ? undefined : quantity(specs.atm_kg, 'KGM', 'ATM') }
    case 'car':
      return {}
  }
}

/**
 * The offer: a sale's price, or a subscription's weekly price or a rental's daily rate as a unit
 * price the dealer leases out at (GoodRelations' LeaseOut, which schema.org's businessFunction uses).
 */
function offerOf(
  site: Pick<SiteConfig, 'name' | 'url' | 'currency'>,
  car: Car,
  pageUrl: string,
  itemCondition: string,
): JsonLdObject | undefined {
  const price = listingPriceOf(car)
  if (price.amount <= 0) return undefined
  return {
    '@type': 'Offer',
    url: pageUrl,
    price: price.amount,
    priceCurrency: site.currency,
    ...(price.per === null
      ? {}
      : {
          businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: price.amount,
            priceCurrency: site.currency,
            unitCode: price.per === 'week' ? 'WEE' : 'DAY',
          },
        }),
    availability: OFFER_AVAILABILITY[availabilityOf(car)],
    itemCondition,
    seller: dealershipReference(site),
  }
}

/** New cars are new; used and demo cars have been registered and driven, so they are used. */
function itemConditionOf(car: Pick<Car, 'car_type'>): string {
  return car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition'
}

/**
 * The vehicle on a car page, `pageUrl` being that page's absolute URL: its family's schema.org type,
 * make, model, year, badge, body, transmission, fuel, drive, seats, odometer in km (none for a towed
 * RV), VIN and stock number, its photos, the family's own properties, and an Offer (price or unit
 * price, currency, availability, condition, the dealership as seller) when it has a price — an
 * offer without a price says nothing.
 */
export function carStructuredData(
  site: Pick<SiteConfig, 'name' | 'url' | 'currency' | 'template'>,
  car: Car,
  pageUrl: string,
): JsonLdObject {
  const images = (car.images.length > 0 ? car.images : [car.primary_image_url])
    .filter((image) => image !== null)
    .map((image) => absoluteUrl(image, site.url))
  const itemCondition = itemConditionOf(car)
  return {
    '@context': SCHEMA_ORG_CONTEXT,
    '@type': FAMILY_PROFILES[site.template].schemaOrgType,
    '@id': `${pageUrl}#vehicle`,
    name: car.name,
    url: pageUrl,
    image: images.length > 0 ? images : undefined,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    vehicleConfiguration: car.badge ?? undefined,
    bodyType: car.simple_body || undefined,
    vehicleTransmission: car.simple_transmission || undefined,
    fuelType: car.fuel ?? (car.simple_fuel || undefined),
    driveWheelConfiguration: car.simple_drive ?? undefined,
    vehicleSeatingCapacity: car.seats ?? undefined,
    mileageFromOdometer:
      car.specs.kind === 'rv' && isTowableRvType(car.simple_body) ? undefined : quantity(car.km, 'KMT'),
    vehicleIdentificationNumber: car.vin ?? undefined,
    sku: car.stocknum,
    itemCondition,
    ...familyProperties(car),
    offers: offerOf(site, car, pageUrl, itemCondition),
  }
}
