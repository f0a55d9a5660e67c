import {
  AU_LICENCE_CLASSES,
  DealerSearchPathsSchema,
  FAMILY_PROFILES,
  FINANCE_PROVIDERS,
  isTowableRvType,
  ListingSchema,
  MOTORCYCLE_STYLES,
  NEW_TAG_WINDOW_DAYS,
  resolveDealerSearchPath,
  SiteFeaturesSchema,
  SiteOverridesSchema,
  SPECIAL_TAGS,
  TEST_DRIVE_ONLY_TAGS,
  type Template,
  truckLicenceClass,
  VehicleSpecsSchema,
} from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { FAMILY_CATALOGUES } from './family-catalogues.js'
import { SEED_REFERENCE_DATE, slugify } from './generate-car.js'
import { DEFAULT_CAR_COUNT, generateDemoData, shareCars } from './generate-demo-data.js'

const data = generateDemoData()
const DAY_MS = 24 * 60 * 60 * 1000
type CarRow = (typeof data.cars)[number]
const siteOf = (slug: string) => data.sites.find((site) => site.slug === slug)
const templateOf = (car: CarRow) =>
  (data.sites.find((site) => site.id === car.siteId)?.template ?? 'cars') as Template
const stockOf = (slug: string) => data.cars.filter((car) => car.siteId === siteOf(slug)?.id)
const listingOf = (car: CarRow) => ListingSchema.parse({ ...car.listingTerms, kind: car.listingKind })
const specsOf = (car: CarRow) => VehicleSpecsSchema.parse(car.specs)
const locationOf = (car: CarRow) => data.locations.find((location) => location.id === car.locationId)

describe('generateDemoData', () => {
  it('gives identical data for the same seed and different cars for another seed', () => {
    expect(generateDemoData({ seed: 1 })).toEqual(data)
    expect(generateDemoData({ seed: 2 }).cars.map((car) => car.slug)).not.toEqual(
      data.cars.map((car) => car.slug),
    )
  })

  it('makes nine demo sites across all five template families, AU and NZ', () => {
    expect(
      data.sites.map((site) => [site.slug, site.name, site.region, site.currency, site.template]),
    ).toEqual([
      ['coastal-motors', 'Coastal Motors', 'AU', 'AUD', 'cars'],
      ['kiwi-auto-hub', 'Kiwi Auto Hub', 'NZ', 'NZD', 'cars'],
      ['southern-cross-motor-group', 'Southern Cross Motor Group', 'AU', 'AUD', 'cars'],
      ['harbour-nissan', 'Harbour Nissan', 'AU', 'AUD', 'cars'],
      ['big-rig-trucks', 'Big Rig Trucks', 'AU', 'AUD', 'trucks'],
      ['throttle-motorcycles', 'Throttle Motorcycles', 'AU', 'AUD', 'motorcycles'],
      ['open-road-rvs', 'Open Road RVs', 'AU', 'AUD', 'rvs'],
      ['drive-subscriptions', 'Drive Subscriptions', 'NZ', 'NZD', 'subscriptions'],
      ['capricorn-auto-group', 'Capricorn Auto Group', 'AU', 'AUD', 'cars'],
    ])
    expect(data.siteHostnames.slice(0, 4).map((row) => row.hostname)).toEqual([
      'coastal-motors.localhost',
      'www.coastalmotors.com.au',
      'kiwi-auto-hub.localhost',
      'www.kiwiautohub.co.nz',
    ])
    expect(data.siteHostnames).toHaveLength(18)
  })

  it("keeps the first two sites' locations and gives every location hours, licence and place", () => {
    expect(
      data.locations.slice(0, 3).map((location) => [location.slug, location.locationType, location.city]),
    ).toEqual([
      ['coastal-motors-sales', 'sales', 'Brisbane'],
      ['coastal-motors-service', 'service', 'Brisbane'],
      ['kiwi-auto-hub-sales', 'sales', 'Auckland'],
    ])
    for (const location of data.locations) {
      expect(location.openingHours?.map((hour) => hour.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6])
      expect(location.dealerLicenseNumber).toBeTruthy()
      expect(location.lat).toBeTypeOf('number')
      expect(location.image).toMatch(/^\/images\/locations\//)
    }
  })

  it('has a single-location dealer and a group of two dealerships with more than four locations', () => {
    const locationsOf = (slug: string) => {
      const site = data.sites.find((row) => row.slug === slug)
      const ids = data.dealerships.filter((row) => row.siteId === site?.id).map((row) => row.id)
      return data.locations.filter((row) => ids.includes(row.dealershipId))
    }
    expect(locationsOf('kiwi-auto-hub')).toHaveLength(1)
    const group = locationsOf('southern-cross-motor-group')
    expect(group.length).toBeGreaterThan(4)
    expect(new Set(group.map((row) => row.dealershipId)).size).toBe(2)
    expect(new Set(group.map((row) => row.locationType))).toEqual(new Set(['sales', 'service', 'parts']))
    expect(group.some((row) => row.locationSubtype === 'service-and-parts')).toBe(true)
    expect(group.some((row) => row.locationSubtype === 'buying')).toBe(true)
    // §3 contact_detail youtube_url and linkedin_url: the buying centre has both, a single yard none.
    const buying = group.find((row) => row.locationSubtype === 'buying')
    expect([buying?.youtubeUrl, buying?.linkedinUrl]).toEqual([
      'https://www.youtube.com/@southerncrossbuyingcentre',
      'https://www.linkedin.com/company/southern-cross-motor-group',
    ])
    expect(locationsOf('kiwi-auto-hub').map((row) => [row.youtubeUrl, row.linkedinUrl])).toEqual([
      [null, null],
    ])
  })

  it("lists a group's sites, itself included, and no sites for a single dealer (§3 dealership_websites)", () => {
    const websitesOf = (slug: string) => data.sites.find((site) => site.slug === slug)?.dealershipWebsites
    expect(websitesOf('southern-cross-motor-group')?.map((website) => [website.name, website.url])).toEqual([
      ['Southern Cross Motor Group', 'https://www.southerncrossmotorgroup.com.au'],
      ['Southern Cross Toyota', 'https://southern-cross-toyota.example.com.au'],
      ['Southern Cross Mazda', 'https://southern-cross-mazda.example.com.au'],
    ])
    expect(websitesOf('coastal-motors')).toEqual([])
  })

  it('generates 3,200 cars by default and shares a requested total between the sites', () => {
    expect(data.cars).toHaveLength(DEFAULT_CAR_COUNT)
    expect(DEFAULT_CAR_COUNT).toBeGreaterThanOrEqual(3000)
    const small = generateDemoData({ cars: 83 })
    expect(small.cars).toHaveLength(83)
    for (const site of small.sites) {
      expect(small.cars.filter((car) => car.siteId === site.id).length, site.slug).toBeGreaterThanOrEqual(5)
    }
  })

  it.each([
    [10, [4, 3, 3]],
    [100, [34, 33, 33]],
    [7, [3, 2, 2]],
  ])('shareCars splits %i by share, remainder to the first sites', (total, counts) => {
    expect(shareCars(total, [{ stockShare: 1 }, { stockShare: 1 }, { stockShare: 1 }])).toEqual(counts)
  })

  it('keeps stock only at locations that hold stock (not service, parts or buying centres)', () => {
    const stockTypes = new Set(
      data.cars.map((car) => data.locations.find((location) => location.id === car.locationId)?.locationType),
    )
    expect(stockTypes).toEqual(new Set(['sales']))
    const buying = data.locations.find((location) => location.locationSubtype === 'buying')
    expect(data.cars.some((car) => car.locationId === buying?.id)).toBe(false)
  })

  it('shows every §4 state on every site: sold, reserved, test-drive-only, coming soon, brand new', () => {
    for (const site of data.sites) {
      const stock = data.cars.filter((car) => car.siteId === site.id)
      expect(
        stock.some((car) => car.sold),
        site.slug,
      ).toBe(true)
      expect(
        stock.some((car) => car.reserved && !car.sold),
        site.slug,
      ).toBe(true)
      expect(stock.some((car) => car.tag !== null && TEST_DRIVE_ONLY_TAGS.includes(car.tag as never))).toBe(
        true,
      )
      expect(
        stock.some((car) => car.status === 'coming_soon'),
        site.slug,
      ).toBe(true)
      const newest = Math.max(...stock.map((car) => car.createdAt.getTime()))
      expect(SEED_REFERENCE_DATE.getTime() - newest).toBeLessThanOrEqual(NEW_TAG_WINDOW_DAYS * DAY_MS)
    }
  })

  it('names the site switches of the issue on demo sites, each valid for the domain', () => {
    const site = (slug: string) => data.sites.find((row) => row.slug === slug)
    const overrides = (slug: string) => SiteOverridesSchema.parse(site(slug)?.config)
    const features = (slug: string) => SiteFeaturesSchema.parse(site(slug)?.features)
    expect(features('coastal-motors').checkout).toBe(true)
    expect(features('kiwi-auto-hub').checkout).toBe(false)
    expect(new Set(data.sites.map((row) => row.financeProvider))).toEqual(new Set(FINANCE_PROVIDERS))
    const processorTypes = new Set(
      data.cars.flatMap(
        (car) => car.paymentProcessors?.map((processor) => processor.authorization_type) ?? [],
      ),
    )
    expect(processorTypes).toEqual(new Set(['stripe', 'till', 'st_george', 'test']))
    expect(overrides('southern-cross-motor-group')).toMatchObject({
      labels: { enquire: 'Message Now' },
      header_variant: 'large-sticky',
      footer_variant: 'locations',
      favourites_path: '/mybigboxcars',
    })
    expect(overrides('big-rig-trucks')).toMatchObject({
      sunday_by_appointment: true,
      enquiry: { message_optional: true },
    })
    expect(overrides('throttle-motorcycles')).toMatchObject({
      enquiry: { terms_required: true },
      reviews: { hidden: true },
    })
    expect(overrides('kiwi-auto-hub').reviews.min_rating).toBeGreaterThan(4.6)
    // The dealer rating banner is for one region (§2): on the NZ demo dealer only.
    expect(
      data.sites.filter((row) => overrides(row.slug).dealer_rating_banner).map((row) => row.slug),
    ).toEqual(['kiwi-auto-hub'])
    expect(data.locations.some((location) => (location.specialHours?.length ?? 0) > 0)).toBe(true)
  })

  it("seeds the domain's manufacturer catalogue and each site's models and menus", () => {
    expect(data.manufacturers.length).toBeGreaterThan(140)
    for (const site of data.sites) {
      expect(data.models.filter((model) => model.siteId === site.id).length, site.slug).toBeGreaterThan(3)
      expect(
        data.navigationMenus.filter((menu) => menu.siteId === site.id).map((menu) => menu.placement),
      ).toEqual(['header', 'footer'])
    }
  })

  it('makes unique, lower-case, hyphenated slugs ending in the stock number', () => {
    const slugs = data.cars.map((car) => car.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const car of data.cars) {
      expect(car.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(car.slug.startsWith(`${car.year}-`)).toBe(true)
      expect(car.slug.endsWith(`-${car.stocknum.toLowerCase()}`)).toBe(true)
    }
  })

  it('keeps km, year and price consistent with the car type and the family', () => {
    for (const car of data.cars) {
      expect(car.year).toBeGreaterThanOrEqual(2012)
      expect(car.year).toBeLessThanOrEqual(2026)
      const family = FAMILY_CATALOGUES[templateOf(car)]
      if (car.listingKind === 'sale') {
        expect(car.price).toBeGreaterThanOrEqual(family.minPrice)
        expect(car.price).toBeLessThanOrEqual(family.maxPrice)
      } else {
        // A subscription or rental has no purchase price: nothing to show or reserve against.
        expect([car.price, car.reservable]).toEqual([0, false])
      }
      if (isTowableRvType(car.simpleBody)) expect(car.km).toBe(0)
      else if (car.carType === 'new') expect(car.km).toBeLessThanOrEqual(50)
      else if (car.carType === 'demo') expect(car.km).toBeLessThan(15_000)
      else expect(car.km).toBeGreaterThanOrEqual(family.kmPerYear[0])
    }
  })

  it('spreads car types, statuses and tags the way a real yard has them', () => {
    const count = (predicate: (car: (typeof data.cars)[number]) => boolean) =>
      data.cars.filter(predicate).length
    for (const type of ['new', 'used', 'demo'])
      expect(count((car) => car.carType === type)).toBeGreaterThan(10)
    expect(count((car) => car.status === 'in_stock')).toBeGreaterThan(data.cars.length / 2)
    expect(count((car) => car.status === 'coming_soon')).toBeGreaterThan(0)
    expect(count((car) => car.sold === true)).toBeGreaterThan(0)
    expect(count((car) => car.reserved === true)).toBeGreaterThan(0)
    const tags = new Set(data.cars.map((car) => car.tag).filter(Boolean))
    expect(tags).toEqual(new Set(SPECIAL_TAGS))
  })

  it('dates every car within the 60 days before the fixed reference date', () => {
    for (const car of data.cars) {
      const age = SEED_REFERENCE_DATE.getTime() - car.createdAt.getTime()
      expect(age).toBeGreaterThanOrEqual(0)
      expect(age).toBeLessThanOrEqual(60 * DAY_MS)
    }
  })

  it('keeps photos_count, images, thumbnails and the primary image in step', () => {
    for (const car of data.cars) {
      expect(car.images).toHaveLength(car.photosCount ?? -1)
      for (const url of car.images ?? []) expect(url).toMatch(/^\/images\/cars\/\d+\/\d+\.svg$/)
      expect(car.thumbnails).toHaveLength(car.photosCount ?? -1)
      expect(car.primaryImageUrl).toBe(car.images?.[0] ?? null)
    }
  })

  it('gives 17-character VINs without I, O or Q', () => {
    for (const car of data.cars) expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
  })
})

describe('family attributes (issue 11)', () => {
  it('gives every vehicle valid family attributes, of its own kind', () => {
    for (const car of data.cars) {
      const specs = specsOf(car)
      const listing = listingOf(car)
      const template = templateOf(car)
      if (template === 'trucks') expect(specs.kind).toBe('truck')
      if (template === 'motorcycles') expect(specs.kind).toBe('motorcycle')
      if (template === 'cars' || template === 'subscriptions') expect(specs.kind).toBe('car')
      if (template === 'rvs') expect(['rv', 'car']).toContain(specs.kind)
      expect(listing.kind === 'sale').toBe(template !== 'subscriptions')
    }
  })

  it('stocks trucks for every AU licence class, up to a B-double prime mover above $250,000', () => {
    const trucks = stockOf('big-rig-trucks')
    const classes = new Set(
      trucks.map((car) => {
        const specs = specsOf(car)
        return specs.kind === 'truck' ? truckLicenceClass(specs, car.simpleBody, 'AU') : null
      }),
    )
    expect(classes).toEqual(new Set(AU_LICENCE_CLASSES))
    const dearest = Math.max(...trucks.map((car) => car.price))
    expect(dearest).toBeGreaterThan(250_000)
    expect(dearest).toBeLessThanOrEqual(FAMILY_PROFILES.trucks.priceSlider.max)
    expect(new Set(trucks.map((car) => car.simpleBody)).size).toBeGreaterThanOrEqual(8)
    for (const car of trucks) {
      const specs = specsOf(car)
      if (specs.kind === 'truck' && car.carType !== 'new') expect(specs.engine_hours).toBeGreaterThan(0)
    }
  })

  it('stocks learner-approved bikes among the small ones only, in every style', () => {
    const bikes = stockOf('throttle-motorcycles').map((car) => ({ car, specs: specsOf(car) }))
    const lams = bikes.filter(({ specs }) => specs.kind === 'motorcycle' && specs.lams_approved)
    expect(lams.length).toBeGreaterThan(bikes.length / 5)
    expect(lams.length).toBeLessThan(bikes.length)
    for (const { specs } of lams)
      expect(specs.kind === 'motorcycle' && specs.engine_cc).toBeLessThanOrEqual(660)
    expect(new Set(bikes.map(({ car }) => car.simpleBody))).toEqual(new Set(MOTORCYCLE_STYLES))
    const dearest = Math.max(...bikes.map(({ car }) => car.price))
    expect(dearest).toBeLessThanOrEqual(FAMILY_PROFILES.motorcycles.priceSlider.max)
  })

  it('stocks RVs with berths and ATM each side of the border, towed ones without an odometer, utes in QLD', () => {
    const stock = stockOf('open-road-rvs')
    const rvs = stock.filter((car) => specsOf(car).kind === 'rv')
    expect(rvs.length).toBeGreaterThan(stock.length / 2)
    for (const car of rvs) {
      const specs = specsOf(car)
      if (specs.kind !== 'rv') continue
      expect(specs.berths).toBeGreaterThan(0)
      expect(specs.atm_kg).toBeGreaterThan(specs.tare_kg ?? 0)
    }
    expect(new Set(stock.map((car) => locationOf(car)?.state))).toEqual(new Set(['QLD', 'NSW']))
    expect(stock.some((car) => car.simpleBody === 'Ute' && locationOf(car)?.state === 'QLD')).toBe(true)
    expect(stock.some((car) => car.simpleBody === 'Fifth Wheeler')).toBe(true)
  })

  it('offers the subscription fleet by the week and by the day, rates in step with the car', () => {
    const fleet = stockOf('drive-subscriptions').map(listingOf)
    const subscriptions = fleet.filter((listing) => listing.kind === 'subscription')
    const rentals = fleet.filter((listing) => listing.kind === 'rental')
    expect(subscriptions.length).toBeGreaterThan(fleet.length / 2)
    expect(rentals.length).toBeGreaterThan(fleet.length / 5)
    for (const listing of subscriptions) {
      expect(listing.weekly_price).toBeGreaterThanOrEqual(FAMILY_PROFILES.subscriptions.priceSlider.min)
      expect(listing.weekly_price).toBeLessThanOrEqual(FAMILY_PROFILES.subscriptions.priceSlider.max)
    }
    for (const listing of rentals) {
      expect(listing.weekly_rate).toBeLessThan(listing.daily_rate * 7)
      expect(listing.pickup_location).toMatch(/, (Christchurch|Wellington)$/)
    }
    expect(new Set(subscriptions.map((listing) => listing.minimum_term_months))).toEqual(
      new Set([1, 3, 6, 12]),
    )
  })

  it('gives each dealer path stock on its site that the path filters, and more stock it leaves out', () => {
    const held = (car: CarRow, attribute: string) => {
      const location = locationOf(car)
      const values: Record<string, string | undefined> = {
        car_type: car.carType,
        listing: car.listingKind,
        simple_body: car.simpleBody,
        make: car.make,
        city: location?.city,
        state: location?.state,
        location_slug: location?.slug,
      }
      return values[attribute]
    }
    const paths = data.sites.flatMap((site) =>
      DealerSearchPathsSchema.parse(site.searchPaths).map((entry) => ({ site, entry })),
    )
    expect(paths.map(({ entry }) => entry.path)).toEqual(
      expect.arrayContaining([
        'used-motorcycles',
        'new-motorcycles',
        'used-cars-brisbane',
        'used-cars-rockhampton',
        'pre-owned-cars',
        'subscription-cars-{city}',
        'rv-vehicles-qld',
        'rv-utes-qld',
        'rental-cars',
      ]),
    )
    for (const { site, entry } of paths) {
      const stock = stockOf(site.slug)
      const cities = [...new Set(stock.map((car) => locationOf(car)?.city ?? ''))]
      const segment = entry.path.replace('{city}', (cities[0] ?? '').toLowerCase())
      const refinements = resolveDealerSearchPath(segment, [entry], { cities, states: [] })?.refinements ?? {}
      const matching = stock.filter((car) =>
        Object.entries(refinements).every(([attribute, values]) =>
          values.includes(held(car, attribute) ?? ''),
        ),
      )
      expect(matching.length, `${site.slug} ${segment}`).toBeGreaterThan(0)
      if (Object.keys(refinements).length > 0)
        expect(matching.length, `${site.slug} ${segment}`).toBeLessThan(stock.length)
    }
  })
})

describe('slugify', () => {
  it.each([
    ['2021 Toyota Corolla Ascent Sport C10001', '2021-toyota-corolla-ascent-sport-c10001'],
    ['2019 Mazda CX-5 GLX+', '2019-mazda-cx-5-glx'],
    ['  Tesla  Model 3 (Long Range) ', 'tesla-model-3-long-range'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })
})
