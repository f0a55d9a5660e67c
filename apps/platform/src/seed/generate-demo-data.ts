import { findManufacturer } from '@forecourt/domain'
import type {
  dealerships,
  dealerTokens,
  locations,
  navigationMenus,
  siteHostnames,
  sites,
} from '../db/schema.js'
import { demoDealerToken, hashDealerToken } from '../dealer/dealer-token.js'
import { type ManufacturerRow, type ModelRow, manufacturerRows, modelRows } from './demo-catalogue.js'
import { demoNavigation } from './demo-navigation.js'
import { type LocationReviewRow, locationReviewRows } from './demo-reviews.js'
import { DEMO_SITES, type DemoSite } from './demo-sites.js'
import { FAMILY_CATALOGUES } from './family-catalogues.js'
import { type CarRow, generateCar, SHOWCASE_STATES } from './generate-car.js'
import { Random } from './prng.js'

export const DEFAULT_SEED = 1
/** Cars across all demo sites by default (issue 4: at least 3,000). */
export const DEFAULT_CAR_COUNT = 3200

export interface DemoDataOptions {
  seed?: number
  /** Cars in total, shared between the demo sites by their stock share. */
  cars?: number
}

export interface DemoData {
  manufacturers: ManufacturerRow[]
  sites: Array<typeof sites.$inferInsert & { id: number }>
  siteHostnames: Array<typeof siteHostnames.$inferInsert>
  navigationMenus: Array<typeof navigationMenus.$inferInsert>
  dealerships: Array<typeof dealerships.$inferInsert & { id: number }>
  locations: Array<typeof locations.$inferInsert & { id: number }>
  locationReviews: LocationReviewRow[]
  models: ModelRow[]
  cars: CarRow[]
  dealerTokens: Array<typeof dealerTokens.$inferInsert>
}

/**
 * Every demo row, ids included, as a pure function of the options: nothing here reads the clock
 * or the database, so the same options always give the same data.
 */
export function generateDemoData(options: DemoDataOptions = {}): DemoData {
  const random = new Random(options.seed ?? DEFAULT_SEED)
  const carCounts = shareCars(options.cars ?? DEFAULT_CAR_COUNT, DEMO_SITES)
  const data: DemoData = {
    manufacturers: manufacturerRows(),
    sites: [],
    siteHostnames: [],
    navigationMenus: [],
    dealerships: [],
    locations: [],
    locationReviews: [],
    models: [],
    cars: [],
    dealerTokens: [],
  }

  DEMO_SITES.forEach((demo, siteIndex) => {
    const siteId = data.sites.length + 1
    data.dealerTokens.push({ siteId, tokenHash: hashDealerToken(demoDealerToken(demo.slug)), label: 'demo' })
    const catalogue = FAMILY_CATALOGUES[demo.template]
    const manufacturer = demo.manufacturer ? findManufacturer(demo.manufacturer) : undefined
    const primary = demo.locations[0]
    data.sites.push({
      id: siteId,
      slug: demo.slug,
      name: demo.name,
      template: demo.template,
      region: demo.region,
      currency: demo.currency,
      phone: demo.phone,
      logoUrl: `/images/sites/${demo.slug}/logo.svg`,
      dealershipGroup: demo.dealershipGroup ?? null,
      googleSiteVerification: demo.googleSiteVerification ?? null,
      social: demo.social,
      features: demo.features,
      config: demo.config,
      paymentProvider: demo.paymentProvider,
      financeProvider: demo.financeProvider,
      finance: demo.finance ?? null,
      // Every demo dealer's leads go to an inbox on its own domain; `npm start` catches them all.
      leadDelivery: { email: `leads@${demo.productionHostname.replace(/^www\./, '')}`, crm_webhook: null },
      manufacturerId: manufacturer?.id ?? null,
      address: primary
        ? {
            street: primary.street,
            city: primary.city,
            state: primary.state,
            postcode: primary.postcode,
            lat: primary.lat,
            lng: primary.lng,
          }
        : null,
      dealerId: `FC-${String(siteId).padStart(4, '0')}`,
      searchPath: demo.searchPath ?? null,
      searchPaths: demo.searchPaths ?? [],
      garageEnabled: demo.garage !== undefined,
      garageSettings: demo.garage ?? {},
      gmbProfiles: [{ review_url: `https://search.google.com/local/writereview?placeid=demo-${demo.slug}` }],
      // A group's list names every site of the group, this one too, as group configs do: the
      // storefront leaves the site itself out of its 'Our Other Sites' block (domain sisterSites).
      dealershipWebsites:
        demo.dealerships.length > 1
          ? [
              {
                url: `https://${demo.productionHostname}`,
                make: null,
                name: demo.name,
                logo: { url: `/images/sites/${demo.slug}/logo.svg` },
              },
              ...demo.dealerships.map((dealership) => ({
                url: `https://${dealership.slug}.example.com.au`,
                make: dealership.name.split(' ').at(-1) ?? null,
                name: dealership.name,
                logo: { url: `/images/sites/${demo.slug}/logo.svg` },
              })),
            ]
          : [],
      openingHours: primary?.openingHours ?? [],
    })
    for (const hostname of [`${demo.slug}.localhost`, demo.productionHostname]) {
      data.siteHostnames.push({ hostname, siteId })
    }
    const navigation = demoNavigation(demo)
    data.navigationMenus.push(
      { siteId, placement: 'header', items: navigation.header },
      { siteId, placement: 'footer', items: navigation.footer },
    )
    const dealershipIds = demo.dealerships.map((dealership) => {
      const id = data.dealerships.length + 1
      data.dealerships.push({
        id,
        siteId,
        slug: dealership.slug,
        name: dealership.name,
        stripePublishableKey: dealership.stripePublishableKey ?? null,
        paymentProcessors: dealership.modelDepositProcessors ?? [],
      })
      return id
    })

    const stockLocations: Array<{ locationId: number; dealershipId: number; pickupLocation: string }> = []
    demo.locations.forEach((location, position) => {
      const id = data.locations.length + 1
      const dealershipId = dealershipIds[location.dealership ?? 0] ?? dealershipIds[0] ?? 0
      if (location.holdsStock) {
        stockLocations.push({
          locationId: id,
          dealershipId,
          pickupLocation: `${location.street}, ${location.city}`,
        })
      }
      const [low, high] = demo.ratingRange
      data.locations.push({
        id,
        dealershipId,
        name: location.name,
        slug: location.slug,
        primary: position === 0,
        position,
        visible: true,
        locationType: location.locationType,
        locationSubtype: location.locationSubtype ?? null,
        street: location.street,
        city: location.city,
        state: location.state,
        postcode: location.postcode,
        lat: location.lat,
        lng: location.lng,
        phone: location.phone,
        landlinePhone: location.landlinePhone ?? null,
        email: location.email,
        openingHours: location.openingHours,
        specialHours: demo.specialHours,
        averageRating: Math.round((low + random.next() * (high - low)) * 10) / 10,
        reviewCount: random.int(40, 900),
        dealerLicenseNumber: location.dealerLicenseNumber,
        motorVehicleRepairer: location.motorVehicleRepairer ?? null,
        youtubeUrl: location.youtubeUrl ?? null,
        linkedinUrl: location.linkedinUrl ?? null,
        image: `/images/locations/${location.slug}/1.svg`,
        images: [1, 2, 3].map((n) => `/images/locations/${location.slug}/${n}.svg`),
        manufacturers: manufacturer ? [manufacturer.name] : [],
        distributionLocations: [],
      })
      data.locationReviews.push(...locationReviewRows(random, id))
    })
    data.models.push(...modelRows(random, siteId, catalogue.models))

    const count = carCounts[siteIndex] ?? 0
    for (let index = 0; index < count; index += 1) {
      const stock = random.pick(stockLocations)
      data.cars.push(
        generateCar(random, {
          id: data.cars.length + 1,
          siteId,
          dealershipId: stock.dealershipId,
          locationId: stock.locationId,
          stockPrefix: demo.stockPrefix,
          paymentProcessors: demo.paymentProcessors,
          financeLenders: demo.financeLenders,
          template: demo.template,
          catalogue,
          pickupLocation: stock.pickupLocation,
          // The first cars of every site are its showcase: each §4 state at least once.
          showcase: SHOWCASE_STATES[index],
        }),
      )
    }
  })
  return data
}

/** Splits `total` by each site's stock share; the remainder goes to the first sites, one each. */
export function shareCars(total: number, demoSites: readonly Pick<DemoSite, 'stockShare'>[]): number[] {
  const shares = demoSites.reduce((sum, site) => sum + site.stockShare, 0)
  const counts = demoSites.map((site) => Math.floor((total * site.stockShare) / shares))
  let remainder = total - counts.reduce((sum, count) => sum + count, 0)
  for (let index = 0; remainder > 0; index = (index + 1) % counts.length, remainder -= 1) {
    counts[index] = (counts[index] ?? 0) + 1
  }
  return counts
}
