// React widgets of the search pages over react-instantsearch. The one copy of react-instantsearch
// an app bundles comes through here (ssr pitfall 4), so SSR helpers are re-exported too.
export { getServerState, type InstantSearchServerState, InstantSearchSSRProvider } from 'react-instantsearch'
export { CarSearch, type CarSearchProps } from './CarSearch.js'
export { FamilyFacets } from './FamilyFacets.js'
export { FilterChips } from './FilterChips.js'
export { RangeFacet, type RangeFacetProps } from './RangeFacet.js'
export { RefinementFacet, type RefinementFacetProps } from './RefinementFacet.js'
export { SearchErrorState } from './SearchErrorState.js'
export { SearchHits, type SearchHitsProps } from './SearchHits.js'
export { SearchPagination } from './SearchPagination.js'
export { SearchQueryBox, type SearchQueryBoxProps } from './SearchQueryBox.js'
export { SearchStatus } from './SearchStatus.js'
export { type SortOption, SortSelect } from './SortSelect.js'
export {
  createSiteSearchClient,
  type SiteSearchClient,
  type SiteSearchClientOptions,
  type SiteSearchConfig,
  type SiteSearchRequester,
} from './site-search-client.js'
export { ToggleFacet, type ToggleFacetProps } from './ToggleFacet.js'
export { VirtualRefinements } from './VirtualRefinements.js'
