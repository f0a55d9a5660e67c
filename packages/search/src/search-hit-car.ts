// A search hit as the domain's Car, so result cards render from the hit alone. The index holds
// every field a card reads; the ones it never holds (payment processor keys, lender details, image
// lists) take their empty values.
import { type Car, CarSchema } from '@forecourt/domain'

export function carOfHit(hit: Record<string, unknown>): Car {
  return CarSchema.parse({
    vin: null,
    file: null,
    images: [],
    thumbnails: [],
    payment_processors: [],
    has_checkout_payment_processor: false,
    finance_lenders: [],
    show_on_dealer_website: true,
    views: 0,
    ...hit,
    id: Number(hit.objectID ?? hit.id),
    location: { distribution_locations: [], ...(hit.location as object) },
  })
}
