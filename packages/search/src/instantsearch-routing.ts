// InstantSearch's `routing` for the search pages: a StateMapping (uiState ↔ SearchRouteState) and a
// Router that reads and writes URLs through functions the app gives it — React Router's location
// and navigate — instead of window.history, so React Router stays the one owner of the URL
// (search-ssr-pitfalls 2, 5, 7). The URL is not cleaned when the page unmounts (pitfall 6).
import type { Router, StateMapping, UiState } from 'instantsearch.js'
import {
  createSearchRoute,
  parseSearchRoute,
  type SearchRouteConfig,
  type SearchRouteState,
} from './search-route.js'

type IndexUiState = UiState[string]

export function uiStateToRoute(indexUiState: IndexUiState): SearchRouteState {
  return {
    query: indexUiState.query ?? '',
    page: indexUiState.page ?? 1,
    refinementList: { ...(indexUiState.refinementList ?? {}) },
    menu: { ...(indexUiState.menu ?? {}) },
    range: { ...(indexUiState.range ?? {}) },
    toggle: Object.fromEntries(Object.entries(indexUiState.toggle ?? {}).filter(([, on]) => on === true)),
    sortBy: indexUiState.sortBy ?? '',
  }
}

export function routeToUiState(route: SearchRouteState): IndexUiState {
  const state: IndexUiState = {}
  if (route.query) state.query = route.query
  if (route.page > 1) state.page = route.page
  if (Object.keys(route.refinementList).length > 0) state.refinementList = route.refinementList
  if (Object.keys(route.menu).length > 0) state.menu = route.menu
  if (Object.keys(route.range).length > 0) state.range = route.range
  if (Object.keys(route.toggle).length > 0) state.toggle = route.toggle
  if (route.sortBy) state.sortBy = route.sortBy
  return state
}

export interface SearchRoutingOptions {
  indexName: string
  config: SearchRouteConfig
  /** The current URL (the request URL on the server, React Router's location in the browser). */
  getLocation: () => URL
  /** Moves to a URL without a reload (React Router's navigate); `replace` for refinements typed. */
  navigate: (href: string) => void
}

export function createSearchRouting({ indexName, config, getLocation, navigate }: SearchRoutingOptions) {
  const stateMapping: StateMapping<UiState, SearchRouteState> = {
    stateToRoute: (uiState) => uiStateToRoute(uiState[indexName] ?? {}),
    routeToState: (route) => ({ [indexName]: routeToUiState(route) }),
  }
  let listener: ((route: SearchRouteState) => void) | null = null
  let lastWritten = ''
  // Leaving the page removes its widgets, and InstantSearch writes the state they leave behind (no
  // filters) a moment later: that write must not take the shopper back from the car they opened.
  let disposed = false
  const router: Router<SearchRouteState> & { onLocationChange: () => void } = {
    $$type: 'forecourt-react-router',
    read: () => parseSearchRoute(getLocation(), config) ?? uiStateToRoute({}),
    write(route) {
      if (disposed) return
      const href = createSearchRoute(route, config)
      const here = getLocation()
      if (href === `${here.pathname}${here.search}`) return
      lastWritten = href
      navigate(href)
    },
    createURL: (route) => createSearchRoute(route, config),
    onUpdate(callback) {
      listener = callback
    },
    dispose() {
      disposed = true
      listener = null
    },
    /** Back/forward or a link changed the URL: tell InstantSearch, unless it was our own write. */
    onLocationChange() {
      const here = getLocation()
      if (`${here.pathname}${here.search}` === lastWritten) return
      const route = parseSearchRoute(here, config)
      if (route) listener?.(route)
    },
  }
  return { router, stateMapping }
}
