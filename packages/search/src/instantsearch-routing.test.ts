import { describe, expect, it } from 'vitest'
import { createSearchRouting, routeToUiState, uiStateToRoute } from './instantsearch-routing.js'
import { EMPTY_ROUTE_STATE } from './search-route.js'

const config = {
  basePath: '/search/new-used-and-demo-cars/',
  vocabulary: { makes: ['Toyota'], models: ['Corolla'], cities: [], dealerships: [], locations: [] },
}

describe('createSearchRouting', () => {
  it('maps uiState of the index to a route and back', () => {
    const ui = {
      query: 'gx',
      page: 3,
      refinementList: { make: ['Toyota'] },
      toggle: { lams: true },
      sortBy: 'Car_production_price_asc',
    }
    expect(routeToUiState(uiStateToRoute(ui))).toEqual(ui)
    // A switch turned off is not a filter: it leaves no trace in the URL.
    expect(uiStateToRoute({ toggle: { lams: false } }).toggle).toEqual({})
    expect(routeToUiState(EMPTY_ROUTE_STATE)).toEqual({})
  })

  it('reads the current location and writes through navigate, never the same URL twice', () => {
    let location = new URL('http://x.localhost/search/toyota?page=2')
    const visited: string[] = []
    const { router, stateMapping } = createSearchRouting({
      indexName: 'Car_production',
      config,
      getLocation: () => location,
      navigate: (href) => {
        visited.push(href)
        location = new URL(href, location)
      },
    })
    expect(stateMapping.routeToState(router.read())).toEqual({
      Car_production: { page: 2, refinementList: { make: ['Toyota'] } },
    })
    router.write(
      stateMapping.stateToRoute({ Car_production: { refinementList: { make: ['Toyota'] }, page: 2 } }),
    )
    router.write(
      stateMapping.stateToRoute({
        Car_production: { refinementList: { make: ['Toyota'], model: ['Corolla'] } },
      }),
    )
    expect(visited).toEqual(['/search/toyota/corolla'])
  })

  it('tells InstantSearch about back/forward but not about its own writes', () => {
    let location = new URL('http://x.localhost/search/new-used-and-demo-cars/')
    const { router } = createSearchRouting({
      indexName: 'Car_production',
      config,
      getLocation: () => location,
      navigate: (href) => {
        location = new URL(href, location)
      },
    })
    const heard: unknown[] = []
    router.onUpdate((route) => heard.push(route))
    router.write({ ...EMPTY_ROUTE_STATE, query: 'hilux' })
    router.onLocationChange()
    location = new URL('http://x.localhost/search/toyota')
    router.onLocationChange()
    expect(heard).toEqual([{ ...EMPTY_ROUTE_STATE, refinementList: { make: ['Toyota'] } }])
  })

  it('writes nothing once disposed: the state widgets leave as the page goes is not a navigation', () => {
    const visited: string[] = []
    const { router } = createSearchRouting({
      indexName: 'Car_production',
      config,
      getLocation: () => new URL('http://x.localhost/search/toyota'),
      navigate: (href) => visited.push(href),
    })
    router.write({ ...EMPTY_ROUTE_STATE, query: 'hilux' })
    router.dispose()
    router.write(EMPTY_ROUTE_STATE)
    expect(visited).toEqual(['/search/new-used-and-demo-cars/?query=hilux'])
  })
})
