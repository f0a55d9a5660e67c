import type { dealerships, locations, siteHostnames, sites } from '../db/schema.js'
import { DEMO_SITES } from './demo-sites.js'
import { type CarRow, generateCar } from './generate-car.js'
import { Random } from './prng.js'

export const DEFAULT_SEED = 1
export const DEFAULT_CARS_PER_SITE = 80

export interface DemoDataOptions {
  seed?: number
  /** Cars generated for each demo site (not in total). */
  carsPerSite?: number
}

export interface DemoData {
  sites: Array<typeof sites.$inferInsert & { id: number }>
  siteHostnames: Array<typeof siteHostnames.$inferInsert>
  dealerships: Array<typeof dealerships.$inferInsert & { id: number }>
  locations: Array<typeof locations.$inferInsert & { id: number }>
  cars: CarRow[]
}

/**
 * Every demo row, ids included, as a pure function of the seed: nothing here reads the clock or
 * the database, so the same options always give the same data.
 */
export function generateDemoData(options: DemoDataOptions = {}): DemoData {
  const random = new Random(options.seed ?? DEFAULT_SEED)
  const carsPerSite = options.carsPerSite ?? DEFAULT_CARS_PER_SITE
  const data: DemoData = { sites: [], siteHostnames: [], dealerships: [], locations: [], cars: [] }

  for (const demo of DEMO_SITES) {
    const siteId = data.sites.length + 1
    const dealershipId = data.dealerships.length + 1
    data.sites.push({
      id: siteId,
      slug: demo.slug,
      name: demo.name,
      template: demo.template,
      region: demo.region,
      currency: demo.currency,
      phone: demo.phone,
      logoUrl: `/images/sites/${demo.slug}/logo.svg`,
      dealershipGroup: null,
      social: demo.social,
      features: demo.features,
    })
    for (const hostname of [`${demo.slug}.localhost`, demo.productionHostname]) {
      data.siteHostnames.push({ hostname, siteId })
    }
    data.dealerships.push({
      id: dealershipId,
      siteId,
      slug: demo.dealership.slug,
      name: demo.dealership.name,
    })

    const stockLocationIds: number[] = []
    demo.locations.forEach((location, position) => {
      const id = data.locations.length + 1
      if (location.holdsStock) stockLocationIds.push(id)
      data.locations.push({
        id,
        dealershipId,
        name: location.name,
        slug: location.slug,
        primary: position === 0,
        position,
        visible: true,
        locationType: location.locationType,
        street: location.street,
        city: location.city,
        state: location.state,
        postcode: location.postcode,
        lat: location.lat,
        lng: location.lng,
        phone: location.phone,
        email: location.email,
        openingHours: location.openingHours,
        specialHours: demo.specialHours,
        averageRating: Math.round((4 + random.next()) * 10) / 10,
        reviewCount: random.int(40, 900),
        dealerLicenseNumber: location.dealerLicenseNumber,
        distributionLocations: [],
      })
    })

    for (let index = 0; index < carsPerSite; index += 1) {
      const locationId = random.pick(stockLocationIds)
      data.cars.push(
        generateCar(random, {
          id: data.cars.length + 1,
          siteId,
          dealershipId,
          locationId,
          stockPrefix: demo.stockPrefix,
          paymentProcessors: demo.paymentProcessors,
          financeLenders: demo.financeLenders,
        }),
      )
    }
  }
  return data
}
