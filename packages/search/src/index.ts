export {
  createSearchUrl,
  DEFAULT_SEARCH_BASE_PATH,
  EMPTY_SEARCH_STATE,
  parseSearchParams,
  parseSearchUrl,
  type SearchState,
} from './search-url.js'
