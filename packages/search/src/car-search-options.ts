// What the car search pages ask the index for, beside the state in the URL: the sort replicas (the
// domain's list, which the indexer also creates) and the facets whose values friendly paths and
// dealer paths' placeholders may name.
import { SEARCH_SORTS, type SiteConfig, siteSearchPath, sortIndexName } from '@forecourt/domain'
import type { SearchRouteConfig, SearchVocabulary } from './search-route.js'

export function carSortOptions(indexName: string) {
  return SEARCH_SORTS.map((sort) => ({ value: sortIndexName(indexName, sort.key), label: sort.label }))
}

export const priceDescendingIndex = (indexName: string) => sortIndexName(indexName, 'price_desc')

/** Facets read once per page load to map path slugs to values. */
export const VOCABULARY_FACETS = [
  'make',
  'model',
  'city',
  'dealership_slug',
  'location_slug',
  'state',
] as const

const vocabularies = new WeakMap<object, SearchVocabulary>()
const NO_FACETS = {}

/**
 * The slug vocabulary of a facets answer; the same answer (or none) gives the same vocabulary, so
 * the route's slug lookups, cached per vocabulary, are built once per answer and not once per link.
 */
export function vocabularyOf(
  facets: Readonly<Record<string, Record<string, number>>> | undefined,
): SearchVocabulary {
  const key = facets ?? NO_FACETS
  let vocabulary = vocabularies.get(key)
  if (!vocabulary) {
    const values = (name: string) => Object.keys(facets?.[name] ?? {})
    vocabulary = {
      makes: values('make'),
      models: values('model'),
      cities: values('city'),
      dealerships: values('dealership_slug'),
      locations: values('location_slug'),
      states: values('state'),
    }
    vocabularies.set(key, vocabulary)
  }
  return vocabulary
}

/**
 * A site's route config in one call: its listing path (§2), the vocabulary read from the index's
 * VOCABULARY_FACETS, and its own search paths with their filters.
 */
export function searchRouteConfigOf(
  site: Pick<SiteConfig, 'search_path' | 'template' | 'search_paths'>,
  facets: Readonly<Record<string, Record<string, number>>> | undefined,
): SearchRouteConfig {
  return { basePath: siteSearchPath(site), vocabulary: vocabularyOf(facets), dealerPaths: site.search_paths }
}
