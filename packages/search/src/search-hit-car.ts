// A search hit as the domain's Car, so result cards render from the hit alone. The index holds
// every field a card reads, the lender offers of its weekly estimate and the family attributes
// included (`specs`, and the listing's terms as `listing_terms` beside the flat `listing` facet
// value); the ones it never
// holds (payment processors and their keys, image lists) take their empty values. The hit was
// written by the platform's indexer from a validated car, so this checks only what a card cannot
// render without — a full schema parse here would ship zod to every search page for data our own
// indexer produced.
import type { Car } from '@forecourt/domain'

/** Fields a result card cannot do without, by the type they must have. */
const REQUIRED: Record<string, 'string' | 'number' | 'boolean'> = {
  slug: 'string',
  name: 'string',
  make: 'string',
  model: 'string',
  car_type: 'string',
  year: 'number',
  km: 'number',
  price: 'number',
  sold: 'boolean',
  reserved: 'boolean',
}

export class InvalidSearchHitError extends Error {
  override name = 'InvalidSearchHitError'
}

export function carOfHit(hit: Record<string, unknown>): Car {
  const id = Number(hit.objectID ?? hit.id)
  if (!Number.isInteger(id) || id <= 0) throw new InvalidSearchHitError('search hit without a car id')
  for (const [field, type] of Object.entries(REQUIRED)) {
    if (typeof hit[field] !== type)
      throw new InvalidSearchHitError(`search hit ${id}: ${field} is not a ${type}`)
  }
  const location = (typeof hit.location === 'object' && hit.location) || {}
  const objectOf = (value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string'
      ? value
      : null
  return {
    badge: null,
    series: null,
    price_type: '',
    status: '',
    reservable: null,
    tag: null,
    certified: false,
    created_at: '',
    stocknum: '',
    simple_body: '',
    simple_transmission: '',
    simple_fuel: '',
    simple_drive: null,
    fuel: null,
    seats: null,
    photos_count: 0,
    primary_image_url: null,
    dealership_id: 0,
    dealership_slug: '',
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
    id,
    // A listing without its terms can only be read as a sale; a vehicle without specs as a car.
    listing: objectOf(hit.listing_terms) ?? { kind: 'sale' },
    specs: objectOf(hit.specs) ?? { kind: 'car' },
    location: {
      phone: '',
      city: '',
      state: '',
      slug: '',
      location_name: '',
      distribution_locations: [],
      ...location,
    },
  } as unknown as Car
}
