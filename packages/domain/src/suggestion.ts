import { MIN_SUGGESTION_PRICE } from './constants.js'
import { formatPrice } from './money.js'
import type { Currency } from './region.js'

/** A search-as-you-type suggestion shows its price only above 250 (§2, §9). */
export function suggestionPrice(price: number | null | undefined, currency: Currency = 'AUD'): string | null {
  return price != null && price > MIN_SUGGESTION_PRICE ? formatPrice(price, currency) : null
}

/** Submitting the search box goes to the search page with the query as a parameter (§2). */
export function searchSubmitHref(searchPath: string, query: string): string {
  const trimmed = query.trim()
  return trimmed ? `${searchPath}?${new URLSearchParams({ query: trimmed }).toString()}` : searchPath
}
