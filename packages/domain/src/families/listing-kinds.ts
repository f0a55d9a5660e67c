// How a vehicle is offered — sold, subscribed to or rented — and how a shopper takes it up
// (issue 11: a subscription car is subscribed to, not bought with a deposit; a rental is booked).

export const LISTING_KINDS = ['sale', 'subscription', 'rental'] as const
export type ListingKind = (typeof LISTING_KINDS)[number]

/** How a listing kind reads to a shopper: chips, facets and filters. */
export const LISTING_KIND_LABELS: Readonly<Record<ListingKind, string>> = {
  sale: 'For sale',
  subscription: 'Subscription',
  rental: 'Rental',
}

/** What a shopper does to take a vehicle: a deposit checkout, a subscription, a booking enquiry. */
export const BUYING_PATHS = ['deposit', 'subscribe', 'booking'] as const
export type BuyingPath = (typeof BUYING_PATHS)[number]

const BUYING_PATH_OF: Readonly<Record<ListingKind, BuyingPath>> = {
  sale: 'deposit',
  subscription: 'subscribe',
  rental: 'booking',
}

/** The buying path of a listing: sale → deposit, subscription → subscribe, rental → booking. */
export function buyingPathOf(listing: { kind: ListingKind }): BuyingPath {
  return BUYING_PATH_OF[listing.kind]
}

/** The button that starts each buying path. */
export const BUYING_PATH_LABELS: Readonly<Record<BuyingPath, string>> = {
  deposit: 'Reserve Now',
  subscribe: 'Subscribe',
  booking: 'Book This Car',
}

/** What a subscription's weekly price pays for besides the car (issue 11). */
export const SUBSCRIPTION_INCLUSIONS = ['Registration', 'Insurance', 'Servicing'] as const
