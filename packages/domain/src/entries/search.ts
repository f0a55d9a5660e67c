// @forecourt/domain/search — Search: attributes, hits, index records, sorts, facets, chips, dealer search paths and suggestions (spec §2, §5, §7, §9).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Search vocabulary (spec §2, §5, §9)
export { sortBrands } from '../brand-sort.js'
// Dealer search paths (spec §2 slug-specific paths, issue 11)
export {
  DEALER_SEARCH_PATH_ATTRIBUTES,
  type DealerSearchPath,
  type DealerSearchPathAttribute,
  type DealerSearchPathInput,
  dealerSearchPathsFor,
  type ResolvedSearchPath,
  resolveDealerSearchPath,
  type SearchPathPlaceholder,
  type SearchPathValues,
  searchPathFacetFilters,
  uniqueSlugMap,
} from '../dealer-search-paths.js'
export { orderFacetValues } from '../facet-order.js'
export {
  type ChipAttribute,
  type ChipBound,
  type ChipRefinement,
  filterChipLabel,
  refinementChipLabel,
} from '../filter-chips.js'
export { DealerSearchPathsSchema } from '../schemas/dealer-search-path.js'
export {
  type Listing,
  type ListingInput,
  ListingSchema,
  type RentalListing,
  type SubscriptionListing,
} from '../schemas/listing.js'
export {
  DEFAULT_SEARCH_PATH,
  type DefaultCarSearchAttribute,
  type FacetTabAttribute,
  SEARCH_BODY_TYPES,
} from '../search-attributes.js'
export type { SearchHit } from '../search-hit.js'
export { SEARCH_HIT_ATTRIBUTES } from '../search-hit-attributes.js'
export {
  type SearchIndexContext,
  type SearchIndexRecord,
  toSearchIndexRecord,
} from '../search-index-record.js'
export { SEARCH_SORTS, type SearchSortKey, sortIndexName } from '../search-sorts.js'
export { stockCount } from '../stock-count.js'
export { searchSubmitHref, suggestionPrice } from '../suggestion.js'
