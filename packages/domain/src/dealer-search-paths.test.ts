import { describe, expect, it } from 'vitest'
import {
  dealerSearchPathsFor,
  resolveDealerSearchPath,
  searchPathFacetFilters,
  uniqueSlugMap,
} from './dealer-search-paths.js'
import {
  type DealerSearchPathInput,
  DealerSearchPathSchema,
  DealerSearchPathsSchema,
} from './schemas/dealer-search-path.js'

const paths = DealerSearchPathsSchema.parse([
  { path: 'used-motorcycles', title: 'Used motorcycles', filter: { car_type: ['used'] } },
  { path: 'new-motorcycles', title: 'New motorcycles', filter: { car_type: ['new'] } },
  { path: 'pre-owned-cars', title: 'Pre-owned cars', filter: { car_type: ['used', 'demo'] } },
  {
    path: 'used-cars-brisbane',
    title: 'Used cars in Brisbane',
    filter: { car_type: ['used'], city: ['Brisbane'] },
  },
  { path: 'rv-utes-qld', title: 'Utes in Queensland', filter: { simple_body: ['Ute'], state: ['QLD'] } },
  { path: 'rv-vehicles-qld', title: 'RVs in Queensland', filter: { state: ['QLD'] } },
  { path: 'rental-cars', title: 'Rental cars', filter: { listing: ['rental'] } },
  {
    path: 'subscription-cars-christchurch',
    title: 'Christchurch subscriptions',
    filter: { listing: ['subscription'], city: ['Christchurch'] },
  },
  {
    path: 'subscription-cars-{city}',
    title: 'Subscription cars in {city}',
    filter: { listing: ['subscription'] },
  },
  { path: 'our-cars', title: 'Subscription and rental cars' },
])
const values = {
  cities: ['Brisbane', 'Christchurch', 'Wellington', 'Palmerston North'],
  states: ['QLD', 'NSW'],
}

describe('resolveDealerSearchPath (a /search/{segment} a dealer owns)', () => {
  it.each([
    ['used-motorcycles', '/search/used-motorcycles', 'Used motorcycles', { car_type: ['used'] }],
    ['new-motorcycles', '/search/new-motorcycles', 'New motorcycles', { car_type: ['new'] }],
    ['pre-owned-cars', '/search/pre-owned-cars', 'Pre-owned cars', { car_type: ['used', 'demo'] }],
    [
      'used-cars-brisbane',
      '/search/used-cars-brisbane',
      'Used cars in Brisbane',
      { car_type: ['used'], city: ['Brisbane'] },
    ],
    ['rv-utes-qld', '/search/rv-utes-qld', 'Utes in Queensland', { simple_body: ['Ute'], state: ['QLD'] }],
    ['rental-cars', '/search/rental-cars', 'Rental cars', { listing: ['rental'] }],
    // the concrete path wins over the placeholder one
    [
      'subscription-cars-christchurch',
      '/search/subscription-cars-christchurch',
      'Christchurch subscriptions',
      { listing: ['subscription'], city: ['Christchurch'] },
    ],
    [
      'subscription-cars-wellington',
      '/search/subscription-cars-wellington',
      'Subscription cars in Wellington',
      { listing: ['subscription'], city: ['Wellington'] },
    ],
    [
      'subscription-cars-palmerston-north',
      '/search/subscription-cars-palmerston-north',
      'Subscription cars in Palmerston North',
      { listing: ['subscription'], city: ['Palmerston North'] },
    ],
    ['our-cars', '/search/our-cars', 'Subscription and rental cars', {}],
  ])('%s → %s, %s, %o', (segment, href, title, refinements) => {
    expect(resolveDealerSearchPath(segment, paths, values)).toMatchObject({ href, title, refinements })
  })

  it.each(['used-cars', 'subscription-cars-', 'subscription-cars-auckland', 'used-motorcycles-perth', ''])(
    '%o is no dealer path',
    (segment) => {
      expect(resolveDealerSearchPath(segment, paths, values)).toBeNull()
    },
  )
})

describe('dealerSearchPathsFor (the paths a state may take)', () => {
  const hrefs = (refinements: Record<string, string[]>) =>
    dealerSearchPathsFor(refinements, paths, values).map((candidate) => candidate.href)

  it.each([
    [{ car_type: ['used'] }, ['/search/used-motorcycles']],
    [{ car_type: ['used'], city: ['Brisbane'] }, ['/search/used-cars-brisbane', '/search/used-motorcycles']],
    [{ car_type: ['demo', 'used'] }, []], // order matters: the path says used then demo
    [{ car_type: ['used', 'demo'] }, ['/search/pre-owned-cars']],
    [{ simple_body: ['Ute'], state: ['QLD'] }, ['/search/rv-utes-qld', '/search/rv-vehicles-qld']],
    [
      { listing: ['subscription'], city: ['Christchurch'] },
      ['/search/subscription-cars-christchurch', '/search/subscription-cars-christchurch'],
    ],
    [{ listing: ['subscription'], city: ['Wellington', 'Brisbane'] }, []],
    [{ listing: ['subscription'], city: ['Auckland'] }, []], // not a value the index holds
    [{ listing: ['subscription'] }, []],
    [{}, []],
  ])('%o → %o', (refinements, expected) => {
    expect(hrefs(refinements)).toEqual(expected)
  })
})

describe('DealerSearchPathSchema', () => {
  it.each<[DealerSearchPathInput, string]>([
    [{ path: 'Used-Cars', title: 'x' }, 'path'],
    [{ path: 'used cars', title: 'x' }, 'path'],
    [{ path: '/search/used-cars', title: 'x' }, 'path'],
    [{ path: '{city}', title: 'x' }, 'path'],
    [{ path: 'cars-{city}-{state}', title: 'x' }, 'path'],
    [{ path: 'cars-{suburb}', title: 'x' }, 'path'],
    [{ path: 'cars-{city}', title: 'x', filter: { city: ['Brisbane'] } }, 'filter.city'],
    [{ path: 'cars', title: 'Cars in {city}' }, 'title'],
    [{ path: 'cars', title: ' ' }, 'title'],
    [{ path: 'cars', title: 'Cars', filter: { colour: ['red'] } as never }, 'filter'],
    [{ path: 'cars', title: 'Cars', filter: { car_type: [] } }, 'filter.car_type'],
    [{ path: `${'a'.repeat(81)}`, title: 'Cars' }, 'path'],
  ])('refuses %o at %s', (input, path) => {
    const result = DealerSearchPathSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path)
  })

  it('refuses a path listed twice', () => {
    const twice = { path: 'used-cars-x', title: 'Used' }
    expect(DealerSearchPathsSchema.safeParse([twice, twice]).success).toBe(false)
  })
})

describe('searchPathFacetFilters and uniqueSlugMap', () => {
  it('ORs values within an attribute and ANDs attributes', () => {
    expect(searchPathFacetFilters({ car_type: ['used', 'demo'], city: ['Brisbane'] })).toEqual([
      ['car_type:used', 'car_type:demo'],
      ['city:Brisbane'],
    ])
  })

  it('drops slugs two values share', () => {
    expect([...uniqueSlugMap(['Gold Coast', 'gold-coast', 'Perth', ''])]).toEqual([['perth', 'Perth']])
  })
})
