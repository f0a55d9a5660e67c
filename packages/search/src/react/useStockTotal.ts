import { stockCount } from '@forecourt/domain'
import { useInstantSearch } from 'react-instantsearch'

/**
 * How many vehicles the search in force finds (§9: counts above 1999 summed from facets). It reads
 * the listing's results, not a hits widget: each useHits registers a widget that copies and escapes
 * the page's hits on every render, which only the results grid needs.
 */
export function useStockTotal(): number {
  const { results } = useInstantSearch()
  const facetCounts = (results?.facets?.find((facet) => facet.name === 'car_type')?.data ?? {}) as Record<
    string,
    number
  >
  return results ? stockCount(results.nbHits, facetCounts) : 0
}
