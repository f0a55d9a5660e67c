import { formatPrice } from './money.js'

// Price buckets for the price_range facet. The spec names the facet, not its buckets (§3); these
// follow the steps AU dealer sites commonly use.
// A family profile gives its own bounds (trucks run past $400,000).
const PRICE_BOUNDS = [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000] as const
const WEEKLY_BOUNDS = [100, 150, 200, 250, 300, 400] as const

function bucketLabel(value: number, bounds: readonly number[], suffix: string): string {
  const first = bounds[0] as number
  const last = bounds[bounds.length - 1] as number
  if (value < first) return `Under ${formatPrice(first)}${suffix}`
  if (value >= last) return `${formatPrice(last)}+${suffix}`
  const upperIndex = bounds.findIndex((bound) => value < bound)
  return `${formatPrice(bounds[upperIndex - 1] as number)} - ${formatPrice(bounds[upperIndex] as number)}${suffix}`
}

/**
 * The price_range facet value of a price: 'Under $5,000', '$5,000 - $10,000', …, '$100,000+' with
 * the car buckets, or the buckets of `bounds` (ascending, at least one).
 */
export function priceRangeOf(price: number, bounds: readonly number[] = PRICE_BOUNDS): string {
  return bucketLabel(price, bounds, '')
}

/** The weekly_price_range facet value of a weekly repayment: 'Under $100 p/w', … */
export function weeklyPriceRangeOf(weekly: number): string {
  return bucketLabel(weekly, WEEKLY_BOUNDS, ' p/w')
}

/**
 * The numeric lower bound a price label starts at: 'Under …' and 'Up to …' start at 0, otherwise the
 * first amount in it ('$10,000 - $15,000' → 10000, '$50K+' → 50000). Unreadable labels sort last.
 */
export function priceLowerBound(label: string): number {
  if (/^\s*(?:under|up to|below|less than)\b/i.test(label)) return 0
  const match = /(\d[\d,]*(?:\.\d+)?)\s*([kK])?/.exec(label)
  if (!match) return Number.POSITIVE_INFINITY
  const amount = Number((match[1] as string).replace(/,/g, ''))
  return match[2] ? amount * 1000 : amount
}

/** Price filter items sorted by their numeric lower bound (§5), stable for equal bounds. */
export function sortByPriceLowerBound<T extends { label: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => priceLowerBound(a.label) - priceLowerBound(b.label))
}
