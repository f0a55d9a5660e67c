// What the car search pages ask the index for, beside the state in the URL: the sort replicas (the
// indexer creates them under these names) and the facets whose values friendly paths may name.
import type { SearchVocabulary } from './search-route.js'

export function carSortOptions(indexName: string) {
  return [
    { value: indexName, label: 'Featured' },
    { value: `${indexName}_price_asc`, label: 'Price (low to high)' },
    { value: `${indexName}_price_desc`, label: 'Price (high to low)' },
    { value: `${indexName}_year_desc`, label: 'Year (newest model)' },
    { value: `${indexName}_km_asc`, label: 'Kilometres (lowest)' },
    { value: `${indexName}_newest`, label: 'Recently added' },
  ]
}

export const priceDescendingIndex = (indexName: string) => `${indexName}_price_desc`

/** Facets read once per page load to map path slugs to values. */
export const VOCABULARY_FACETS = ['make', 'model', 'city', 'dealership_slug', 'location_slug'] as const

export function vocabularyOf(
  facets: Readonly<Record<string, Record<string, number>>> | undefined,
): SearchVocabulary {
  const values = (name: string) => Object.keys(facets?.[name] ?? {})
  return {
    makes: values('make'),
    models: values('model'),
    cities: values('city'),
    dealerships: values('dealership_slug'),
    locations: values('location_slug'),
  }
}
