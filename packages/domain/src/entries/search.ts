// @forecourt/domain/search — Search: attributes, hits, index records, sorts, facets, chips, dealer search paths and suggestions (spec §2, §5, §7, §9).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Search vocabulary (spec §2, §5, §9)
export { COMMON_MAKES, sortBrands } from '../brand-sort.js'
// Dealer search paths (spec §2 slug-specific paths, issue 11)
export {
  DEALER_SEARCH_PATH_ATTRIBUTES,
  type DealerSearchPath,
  type DealerSearchPathAttribute,
  type DealerSearchPathInput,
  dealerSearchPathsFor,
  type ResolvedSearchPath,
  resolveDealerSearchPath,
  SEARCH_PATH_PLACEHOLDERS,
  type SearchPathPlaceholder,
  type SearchPathValues,
  searchPathFacetFilters,
  uniqueSlugMap,
} from '../dealer-search-paths.js'
export { orderFacetValues, PRICE_RANGE_FACETS } from '../facet-order.js'
export { type ChipAttribute, type ChipBound, filterChipLabel } from '../filter-chips.js'
export { DealerSearchPathSchema, DealerSearchPathsSchema } from '../schemas/dealer-search-path.js'
export {
  type Listing,
  type ListingInput,
  ListingSchema,
  type RentalListing,
  RentalListingSchema,
  SaleListingSchema,
  type SubscriptionListing,
  SubscriptionListingSchema,
} from '../schemas/listing.js'
export {
  DEFAULT_CAR_SEARCH_ATTRIBUTES,
  DEFAULT_FACET_TAB,
  DEFAULT_SEARCH_PATH,
  FACET_PICKER_TITLE,
  FACET_TABS,
  type FacetTabAttribute,
  SEARCH_BODY_TYPES,
  TEMPLATE_SEARCH_PATHS,
} from '../search-attributes.js'
export { type SearchHit, SearchHitSchema } from '../search-hit.js'
export {
  SEARCH_INDEX_ATTRIBUTES,
  type SearchIndexContext,
  type SearchIndexRecord,
  SearchIndexRecordSchema,
  toSearchIndexRecord,
} from '../search-index-record.js'
export { SEARCH_SORTS, type SearchSortKey, sortIndexName } from '../search-sorts.js'
export { stockCount } from '../stock-count.js'
export { searchSubmitHref, suggestionPrice } from '../suggestion.js'
