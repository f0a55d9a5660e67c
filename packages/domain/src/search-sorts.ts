/**
 * The sorts a search page offers. Each is a replica of the car index named `{index}{suffix}`, so the
 * indexer that creates the replicas and the sort menu that asks for them read one list (§7).
 */
export const SEARCH_SORTS = [
  { key: 'featured', suffix: '', ranking: null, label: 'Featured' },
  { key: 'price_asc', suffix: '_price_asc', ranking: 'asc(price)', label: 'Price (low to high)' },
  { key: 'price_desc', suffix: '_price_desc', ranking: 'desc(price)', label: 'Price (high to low)' },
  { key: 'year_desc', suffix: '_year_desc', ranking: 'desc(year)', label: 'Year (newest model)' },
  { key: 'km_asc', suffix: '_km_asc', ranking: 'asc(km)', label: 'Kilometres (lowest)' },
  {
    key: 'newest',
    suffix: '_newest',
    ranking: 'desc(created_at_timestamp)',
    label: 'Recently added',
  },
] as const

export type SearchSortKey = (typeof SEARCH_SORTS)[number]['key']

/** The index (primary or replica) that answers a sort of `indexName`. */
export function sortIndexName(indexName: string, key: SearchSortKey): string {
  const sort = SEARCH_SORTS.find((candidate) => candidate.key === key)
  return `${indexName}${sort?.suffix ?? ''}`
}
