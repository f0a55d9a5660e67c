// The order a facet's values are listed in (§5, §9): makes by the brand sort, price and weekly
// price ranges by their numeric lower bound, any other facet as the search engine counted it.
import { sortBrands } from './brand-sort.js'
import { priceLowerBound } from './price-range.js'

/** Facets whose values are price buckets ('Under $5,000', '$5,000 - $10,000', …). */
const PRICE_RANGE_FACETS = ['price_range', 'weekly_price_range'] as const

/** `items` of one facet in the order a shopper reads them; a stable sort, a new array. */
export function orderFacetValues<T>(
  attribute: string,
  items: readonly T[],
  nameOf: (item: T) => string,
): T[] {
  if (attribute === 'make') return sortBrands(items, nameOf)
  if ((PRICE_RANGE_FACETS as readonly string[]).includes(attribute)) {
    return [...items].sort((a, b) => priceLowerBound(nameOf(a)) - priceLowerBound(nameOf(b)))
  }
  return [...items]
}
