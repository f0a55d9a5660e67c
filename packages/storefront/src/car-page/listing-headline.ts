import {
  type Car,
  formatListingPrice,
  listingPriceNoteOf,
  listingPriceOf,
  type SiteConfig,
} from '@forecourt/domain'

/** What a card, the car page and the printable page show as a vehicle's price. */
export interface ListingHeadline {
  /** '$45,990', '$189 per week', '$79 per day'. */
  amount: string
  /** The sale's price type (Drive Away, Excl. Govt. Charges), else what the listing is. */
  note: string
}

/** A sale's price and price type; a subscription's weekly price; a rental's daily rate (issue 11). */
export function listingHeadline(site: Pick<SiteConfig, 'currency'>, car: Car): ListingHeadline {
  return {
    amount: formatListingPrice(listingPriceOf(car), site.currency),
    note: listingPriceNoteOf(car),
  }
}
