import { DealerSearchPathsSchema } from '@forecourt/domain'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createSearchRoute,
  dealerSearchPathAt,
  EMPTY_ROUTE_STATE,
  parseSearchRoute,
  type SearchRouteConfig,
  type SearchRouteState,
  searchHeadingAt,
} from './search-route.js'

const vocabulary = {
  makes: ['Toyota', 'Land Rover', 'Mazda', 'Kia'],
  models: ['Corolla', 'Range Rover Sport', 'CX-5', 'HiLux'],
  cities: ['Brisbane', 'Gold Coast', 'Auckland', 'Rockhampton', 'Christchurch'],
  dealerships: ['coastal-motors', 'kiwi-auto-hub'],
  locations: ['aspley', 'penrose'],
  states: ['QLD', 'NSW'],
}
const config: SearchRouteConfig = { basePath: '/search/new-used-and-demo-cars/', vocabulary }
// Every dealer path of spec §2, a placeholder path, and two that shadow built-in paths.
const dealerPaths = DealerSearchPathsSchema.parse([
  { path: 'used-motorcycles', title: 'Used motorcycles', filter: { car_type: ['used'] } },
  { path: 'new-motorcycles', title: 'New motorcycles', filter: { car_type: ['new'] } },
  { path: 'pre-owned-cars', title: 'Pre-owned cars', filter: { car_type: ['used', 'demo'] } },
  {
    path: 'used-cars-brisbane',
    title: 'Used cars in Brisbane',
    filter: { car_type: ['used'], city: ['Brisbane'] },
  },
  {
    path: 'used-cars-rockhampton',
    title: 'Used cars in Rockhampton',
    filter: { car_type: ['used'], city: ['Rockhampton'] },
  },
  { path: 'rv-vehicles-qld', title: 'RVs in Queensland', filter: { state: ['QLD'] } },
  { path: 'rv-utes-qld', title: 'Utes in Queensland', filter: { simple_body: ['Ute'], state: ['QLD'] } },
  { path: 'rental-cars', title: 'Rental cars', filter: { listing: ['rental'] } },
  {
    path: 'subscription-cars-{city}',
    title: 'Subscription cars in {city}',
    filter: { listing: ['subscription'] },
  },
  { path: 'cars-in-{state}', title: 'Cars in {state}' },
  { path: 'kia', title: 'Our Kia demonstrators', filter: { make: ['Kia'], car_type: ['demo'] } },
  { path: 'brisbane', title: 'Brisbane yard', filter: { location_slug: ['aspley'] } },
  { path: 'our-cars', title: 'All our cars' },
])
const dealer: SearchRouteConfig = { ...config, dealerPaths }
const at = (path: string) => new URL(path, 'http://coastal-motors.localhost:3000')
const state = (partial: Partial<SearchRouteState>): SearchRouteState => ({ ...EMPTY_ROUTE_STATE, ...partial })

describe('createSearchRoute', () => {
  it.each([
    [state({}), '/search/new-used-and-demo-cars/'],
    [state({ page: 1, query: 'ute' }), '/search/new-used-and-demo-cars/?query=ute'],
    [state({ refinementList: { make: ['Toyota'] } }), '/search/toyota'],
    [
      state({ refinementList: { make: ['Land Rover'], model: ['Range Rover Sport'] } }),
      '/search/land-rover/range-rover-sport',
    ],
    [state({ refinementList: { city: ['Gold Coast'], make: ['Mazda'] } }), '/search/gold-coast/mazda'],
    [state({ refinementList: { simple_body: ['SUV'] } }), '/search/suv'],
    [state({ refinementList: { car_type: ['new'] } }), '/search/new-cars'],
    [state({ refinementList: { car_type: ['demo'] } }), '/search/demo-cars'],
    [state({ refinementList: { car_type: ['used'] } }), '/search/used-cars'],
    [state({ refinementList: { car_type: ['new', 'demo'] } }), '/search/new-and-demo-cars'],
    [state({ refinementList: { city: ['Brisbane'] } }), '/search/brisbane'],
    [state({ refinementList: { dealership_slug: ['kiwi-auto-hub'] } }), '/search/dealership/kiwi-auto-hub'],
    [state({ refinementList: { location_slug: ['aspley'] } }), '/search/location/aspley'],
    [
      state({ refinementList: { make: ['Kia'], simple_body: ['SUV'] }, page: 2 }),
      '/search/kia?refinementList%5Bsimple_body%5D%5B0%5D=SUV&page=2',
    ],
    [
      state({
        refinementList: { make: ['Kia', 'Mazda'] },
        range: { price: '5000:20000' },
        sortBy: 'Car_production_price_desc',
      }),
      '/search/new-used-and-demo-cars/?refinementList%5Bmake%5D%5B0%5D=Kia&refinementList%5Bmake%5D%5B1%5D=Mazda&range%5Bprice%5D=5000%3A20000&sortBy=Car_production_price_desc',
    ],
    // A value the index does not hold cannot be named by a slug: it stays a parameter.
    [
      state({ refinementList: { make: ['Bugatti'] } }),
      '/search/new-used-and-demo-cars/?refinementList%5Bmake%5D%5B0%5D=Bugatti',
    ],
  ])('%o → %s', (input, expected) => {
    expect(createSearchRoute(input, config)).toBe(expected)
  })

  it('keeps a car type on the base path when the site lists that type there', () => {
    const used = { ...config, basePath: '/search/used-cars/' }
    expect(createSearchRoute(state({ refinementList: { car_type: ['used'] } }), used)).toBe(
      '/search/used-cars/?refinementList%5Bcar_type%5D%5B0%5D=used',
    )
  })
})

describe('dealer search paths (§2: each applies its filter, issue 11)', () => {
  it.each([
    ['/search/used-motorcycles', { car_type: ['used'] }],
    ['/search/new-motorcycles/', { car_type: ['new'] }],
    ['/search/pre-owned-cars', { car_type: ['used', 'demo'] }],
    ['/search/used-cars-brisbane', { car_type: ['used'], city: ['Brisbane'] }],
    ['/search/used-cars-rockhampton', { car_type: ['used'], city: ['Rockhampton'] }],
    ['/search/rv-vehicles-qld', { state: ['QLD'] }],
    ['/search/rv-utes-qld', { simple_body: ['Ute'], state: ['QLD'] }],
    ['/search/rental-cars/', { listing: ['rental'] }],
    ['/search/subscription-cars-christchurch', { listing: ['subscription'], city: ['Christchurch'] }],
    ['/search/cars-in-nsw', { state: ['NSW'] }],
    // the dealer's own meaning of a segment wins over the built-in one
    ['/search/kia', { make: ['Kia'], car_type: ['demo'] }],
    ['/search/brisbane', { location_slug: ['aspley'] }],
    ['/search/our-cars', {}],
  ])('%s lists %o', (path, refinementList) => {
    expect(parseSearchRoute(at(path), dealer)).toEqual(state({ refinementList }))
  })

  it('lists used motorcycles only on /search/used-motorcycles, with the rest from the query string', () => {
    expect(
      parseSearchRoute(at('/search/used-motorcycles?refinementList%5Bmake%5D%5B0%5D=Kia&page=2'), dealer),
    ).toEqual(state({ page: 2, refinementList: { car_type: ['used'], make: ['Kia'] } }))
  })

  it.each([
    [{ car_type: ['used'] }, '/search/used-motorcycles'],
    [{ car_type: ['used'], city: ['Brisbane'] }, '/search/used-cars-brisbane'],
    [
      { car_type: ['used'], city: ['Gold Coast'] },
      '/search/used-motorcycles?refinementList%5Bcity%5D%5B0%5D=Gold+Coast',
    ],
    [{ listing: ['subscription'], city: ['Auckland'] }, '/search/subscription-cars-auckland'],
    [{ simple_body: ['Ute'], state: ['QLD'] }, '/search/rv-utes-qld'],
    [{ state: ['NSW'] }, '/search/cars-in-nsw'],
    [{ make: ['Kia'], car_type: ['demo'] }, '/search/kia'],
    // the built-in /search/kia now means Kia demonstrators, so Kia alone stays a parameter
    [{ make: ['Kia'] }, '/search/new-used-and-demo-cars/?refinementList%5Bmake%5D%5B0%5D=Kia'],
    [{ city: ['Brisbane'] }, '/search/new-used-and-demo-cars/?refinementList%5Bcity%5D%5B0%5D=Brisbane'],
    [{ make: ['Mazda'] }, '/search/mazda'],
  ])('%o → %s', (refinementList, href) => {
    expect(createSearchRoute(state({ refinementList }), dealer)).toBe(href)
  })

  it.each([
    ['/search/used-cars-brisbane', 'Used cars in Brisbane'],
    ['/search/subscription-cars-gold-coast', 'Subscription cars in Gold Coast'],
    ['/search/our-cars/', 'All our cars'],
    ['/search/mazda', 'New, used and demo cars'],
    ['/search/new-used-and-demo-cars/', 'New, used and demo cars'],
    ['/search/%E0%A4%A', 'New, used and demo cars'],
  ])('%s is headed %s', (path, heading) => {
    expect(searchHeadingAt(at(path), dealer, 'New, used and demo cars')).toBe(heading)
  })

  it('gives the loader the path, its title and its refinements', () => {
    expect(dealerSearchPathAt(at('/search/rv-utes-qld'), dealer)).toMatchObject({
      href: '/search/rv-utes-qld',
      title: 'Utes in Queensland',
      refinements: { simple_body: ['Ute'], state: ['QLD'] },
    })
    expect(dealerSearchPathAt(at('/cars/rv-utes-qld'), dealer)).toBeNull()
    expect(dealerSearchPathAt(at('/search/toyota/corolla'), dealer)).toBeNull()
  })

  it('keeps the base path unfiltered when a site makes a filtered dealer path its base', () => {
    const usedBase = { ...dealer, basePath: '/search/used-motorcycles' }
    expect(parseSearchRoute(at('/search/used-motorcycles'), usedBase)).toEqual(state({}))
    expect(dealerSearchPathAt(at('/search/used-motorcycles'), usedBase)).toBeNull()
    // used can no longer take the base path; the built-in friendly path still says it
    expect(createSearchRoute(state({ refinementList: { car_type: ['used'] } }), usedBase)).toBe(
      '/search/used-cars',
    )
    expect(
      dealerSearchPathAt(at('/search/our-cars'), { ...dealer, basePath: '/search/our-cars/' })?.title,
    ).toBe('All our cars')
  })

  it('answers a malformed path as no listing, never a thrown error', () => {
    expect(parseSearchRoute(at('/search/%E0%A4%A'), dealer)).toBeNull()
  })
})

describe('switches in the URL (the LAMS approved filter, issue 11)', () => {
  const config = {
    basePath: '/search/new-used-and-demo-motorcycles/',
    vocabulary: { makes: [], models: [], cities: [], dealerships: [], locations: [] },
  }

  it('writes a switch that is on as toggle[attribute]=true and reads it back', () => {
    const href = createSearchRoute({ ...EMPTY_ROUTE_STATE, toggle: { lams: true } }, config)
    expect(href).toBe('/search/new-used-and-demo-motorcycles/?toggle%5Blams%5D=true')
    expect(parseSearchRoute(new URL(href, 'http://throttle.localhost'), config)?.toggle).toEqual({
      lams: true,
    })
  })

  it.each(['false', '', '1', 'TRUE'])('reads toggle[lams]=%o as off', (value) => {
    const url = new URL(
      `/search/new-used-and-demo-motorcycles/?toggle[lams]=${value}`,
      'http://throttle.localhost',
    )
    expect(parseSearchRoute(url, config)?.toggle).toEqual({})
  })
})

describe('parseSearchRoute', () => {
  it('is null off the search pages and for unknown slugs', () => {
    expect(parseSearchRoute(at('/cars/abc'), config)).toBeNull()
    expect(parseSearchRoute(at('/search/bugatti'), config)).toBeNull()
  })

  it('reads a friendly path with the rest from the query string, page stripped when 1', () => {
    expect(parseSearchRoute(at('/search/toyota/corolla?page=1&query=hybrid'), config)).toEqual(
      state({ query: 'hybrid', refinementList: { make: ['Toyota'], model: ['Corolla'] } }),
    )
  })
})

const text = fc.string({ minLength: 1, maxLength: 12 })
const attribute = fc.constantFrom(
  'make',
  'model',
  'car_type',
  'simple_body',
  'city',
  'dealership_slug',
  'location_slug',
  'simple_fuel',
  'price_range',
  'listing',
  'state',
)
const valueFor = (name: string) => {
  const pools: Record<string, readonly string[]> = {
    make: vocabulary.makes,
    model: vocabulary.models,
    car_type: ['new', 'used', 'demo'],
    simple_body: ['SUV', 'Ute', 'Sedan', 'Cab Chassis'],
    city: vocabulary.cities,
    dealership_slug: vocabulary.dealerships,
    location_slug: vocabulary.locations,
    listing: ['sale', 'subscription', 'rental'],
    state: vocabulary.states,
  }
  const pool = pools[name]
  return pool ? fc.oneof(fc.constantFrom(...pool), text) : text
}
const refinementList = fc
  .uniqueArray(attribute, { maxLength: 4 })
  .chain((names) =>
    fc
      .tuple(...names.map((name) => fc.uniqueArray(valueFor(name), { minLength: 1, maxLength: 3 })))
      .map((lists) => Object.fromEntries(names.map((name, i) => [name, lists[i] as string[]]))),
  )
const routeState: fc.Arbitrary<SearchRouteState> = fc.record({
  query: fc.oneof(fc.constant(''), fc.string({ maxLength: 20 })),
  page: fc.integer({ min: 1, max: 50 }),
  refinementList,
  menu: fc.dictionary(fc.constantFrom('location_name', 'tag'), text, { maxKeys: 2 }),
  range: fc.dictionary(
    fc.constantFrom('price', 'year', 'km'),
    fc.constantFrom('5000:20000', ':300000', '2018:'),
    { maxKeys: 2 },
  ),
  toggle: fc.dictionary(fc.constantFrom('lams', 'ensuite'), fc.constant(true), { maxKeys: 2 }),
  sortBy: fc.constantFrom('', 'Car_production_price_asc', 'Car_production_newest'),
})

/** Path refinements come first in the parsed state; compare as sets of attributes. */
const normalised = (value: SearchRouteState) => ({
  ...value,
  refinementList: Object.fromEntries(
    Object.entries(value.refinementList).sort(([a], [b]) => a.localeCompare(b)),
  ),
})

describe('round trip', () => {
  it.each([
    ['/search/new-used-and-demo-cars/', undefined],
    ['/search/used-cars/', undefined],
    ['/search/new-used-and-demo-trucks/', undefined],
    ['/search/used-cars-brisbane', undefined],
    ['/search/new-used-and-demo-cars/', dealerPaths],
    ['/search/used-motorcycles', dealerPaths],
    ['/search/our-cars/', dealerPaths],
    ['/search/kia', dealerPaths],
  ])('parse(createURL(state)) equals state on base path %s (dealer paths: %#)', (basePath, paths) => {
    const site = { ...config, basePath, ...(paths ? { dealerPaths: paths } : {}) }
    fc.assert(
      fc.property(routeState, (input) => {
        const parsed = parseSearchRoute(at(createSearchRoute(input, site)), site)
        expect(parsed && normalised(parsed)).toEqual(normalised(input))
      }),
      { numRuns: 400 },
    )
  })
})
