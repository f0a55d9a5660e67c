export {
  carSortOptions,
  priceDescendingIndex,
  searchRouteConfigOf,
  VOCABULARY_FACETS,
  vocabularyOf,
} from './car-search-options.js'
export {
  type InitialSearch,
  type InitialSearchOptions,
  initialSearchHref,
  initialSearchOf,
  searchSuffixParams,
} from './initial-search.js'
export {
  createSearchRouting,
  routeToUiState,
  type SearchRoutingOptions,
  uiStateToRoute,
} from './instantsearch-routing.js'
export { carOfHit } from './search-hit-car.js'
export {
  createSearchRoute,
  dealerSearchPathAt,
  EMPTY_ROUTE_STATE,
  PATH_ATTRIBUTES,
  parseSearchRoute,
  type SearchRouteConfig,
  type SearchRouteState,
  type SearchVocabulary,
  searchHeadingAt,
  searchStateOf,
  slugOf,
} from './search-route.js'
