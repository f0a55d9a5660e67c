import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createSearchRoute,
  EMPTY_ROUTE_STATE,
  parseSearchRoute,
  type SearchRouteConfig,
  type SearchRouteState,
} from './search-route.js'

const vocabulary = {
  makes: ['Toyota', 'Land Rover', 'Mazda', 'Kia'],
  models: ['Corolla', 'Range Rover Sport', 'CX-5', 'HiLux'],
  cities: ['Brisbane', 'Gold Coast', 'Auckland'],
  dealerships: ['coastal-motors', 'kiwi-auto-hub'],
  locations: ['aspley', 'penrose'],
}
const config: SearchRouteConfig = { basePath: '/search/new-used-and-demo-cars/', vocabulary }
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
    ['/search/new-used-and-demo-cars/'],
    ['/search/used-cars/'],
    ['/search/new-used-and-demo-trucks/'],
    ['/search/used-cars-brisbane'],
  ])('parse(createURL(state)) equals state on base path %s', (basePath) => {
    const site = { ...config, basePath }
    fc.assert(
      fc.property(routeState, (input) => {
        const parsed = parseSearchRoute(at(createSearchRoute(input, site)), site)
        expect(parsed && normalised(parsed)).toEqual(normalised(input))
      }),
      { numRuns: 400 },
    )
  })
})
