// A car's page as schema.org JSON-LD: the vehicle with its offer (§9 structured data; the spec
// names the site's types, a car page describes the car it sells). Pure: the storefront passes the
// page's URL and renders the result.
import type { Car } from './car.js'
import { type Availability, availabilityOf } from './car-availability.js'
import { absoluteUrl, type JsonLdObject, SCHEMA_ORG_CONTEXT } from './schema-org.js'
import type { SiteConfig, Template } from './schemas/site.js'
import { dealershipReference } from './site-structured-data.js'

/** The schema.org type of a template's stock: Car and Motorcycle exist, trucks and RVs are Vehicles. */
const VEHICLE_SCHEMA_TYPES: Readonly<Record<Template, string>> = {
  cars: 'Car',
  subscriptions: 'Car',
  motorcycles: 'Motorcycle',
  trucks: 'Vehicle',
  rvs: 'Vehicle',
}

/** schema.org ItemAvailability for each availability state a shopper sees (§4). */
const OFFER_AVAILABILITY: Readonly<Record<Availability, string>> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
}

/** New cars are new; used and demo cars have been registered and driven, so they are used. */
function itemConditionOf(car: Pick<Car, 'car_type'>): string {
  return car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition'
}

/**
 * The vehicle on a car page, `pageUrl` being that page's absolute URL: make, model, year, badge,
 * body, transmission, fuel, drive, seats, odometer in km, VIN and stock number, its photos, and
 * an Offer (price, currency, availability, condition, the dealership as seller) when it has a
 * price — an offer without a price says nothing.
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
    '@type': VEHICLE_SCHEMA_TYPES[site.template],
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
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    vehicleIdentificationNumber: car.vin ?? undefined,
    sku: car.stocknum,
    itemCondition,
    offers:
      car.price > 0
        ? {
            '@type': 'Offer',
            url: pageUrl,
            price: car.price,
            priceCurrency: site.currency,
            availability: OFFER_AVAILABILITY[availabilityOf(car)],
            itemCondition,
            seller: dealershipReference(site),
          }
        : undefined,
  }
}
