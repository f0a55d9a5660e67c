// The headline price of a listing (issue 11: a subscription car shows its weekly price, a rental its
// daily rate, not a purchase price).
import { formatPrice } from '../money.js'
import type { Currency } from '../region.js'
import type { Listing } from '../schemas/listing.js'
import { LISTING_KIND_LABELS } from './listing-kinds.js'

export interface ListingPrice {
  amount: number
  /** What the amount pays for: a week, a day, or the vehicle (null). */
  per: 'week' | 'day' | null
}

/** A sale's price, a subscription's weekly price, a rental's daily rate. */
export function listingPriceOf(car: { price: number; listing: Listing }): ListingPrice {
  switch (car.listing.kind) {
    case 'subscription':
      return { amount: car.listing.weekly_price, per: 'week' }
    case 'rental':
      return { amount: car.listing.daily_rate, per: 'day' }
    case 'sale':
      return { amount: car.price, per: null }
  }
}

/** '$45,990', '$189 per week', '$79 per day'. */
export function formatListingPrice(price: ListingPrice, currency: Currency = 'AUD'): string {
  const amount = formatPrice(price.amount, currency)
  return price.per === null ? amount : `${amount} per ${price.per}`
}

/**
 * The words under a headline price: a sale's price type ('Drive Away', 'Excl. Govt. Charges'),
 * otherwise what the listing is ('Subscription', 'Rental'), since a weekly or daily price has no
 * price type of its own.
 */
export function listingPriceNoteOf(car: { price_type: string; listing: Pick<Listing, 'kind'> }): string {
  return car.listing.kind === 'sale' ? car.price_type : LISTING_KIND_LABELS[car.listing.kind]
}
