import { STOCK_COUNT_FACET_THRESHOLD } from './constants.js'

/**
 * Stock shown for a search (§9): above 1999 hits the hosted search's hit count is not exact, so the
 * count is the sum of the facet counts instead.
 */
export function stockCount(nbHits: number, facetCounts: Readonly<Record<string, number>>): number {
  if (nbHits <= STOCK_COUNT_FACET_THRESHOLD) return nbHits
  return Object.values(facetCounts).reduce((sum, count) => sum + count, 0)
}
