export {
  carSortOptions,
  priceDescendingIndex,
  searchRouteConfigOf,
  VOCABULARY_FACETS,
} from './car-search-options.js'
export {
  type InitialSearch,
  type InitialSearchOptions,
  initialSearchHref,
  initialSearchOf,
} from './initial-search.js'
export { createSearchRouting, type SearchRoutingOptions } from './instantsearch-routing.js'
export { carOfHit } from './search-hit-car.js'
export {
  createSearchRoute,
  EMPTY_ROUTE_STATE,
  parseSearchRoute,
  type SearchRouteConfig,
  type SearchRouteState,
  type SearchVocabulary,
  searchHeadingAt,
} from './search-route.js'
