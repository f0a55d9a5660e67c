import { stockCount } from '@forecourt/domain'
import { useHits } from 'react-instantsearch'

/** How many vehicles the search in force finds (§9: counts above 1999 summed from facets). */
export function useStockTotal(): number {
  const { results } = useHits()
  const facetCounts = (results?.facets?.find((facet) => facet.name === 'car_type')?.data ?? {}) as Record<
    string,
    number
  >
  return results ? stockCount(results.nbHits, facetCounts) : 0
}
