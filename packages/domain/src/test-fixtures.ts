// Valid entity inputs for tests; each test overrides only what it is about.
import type { CarInput } from './car.js'
import type { LocationInput } from './location.js'
import type { SiteConfigInput } from './site.js'

export const carInput: CarInput = {
  id: 1,
  slug: '2021-toyota-corolla-ascent-sport-1',
  name: '2021 Toyota Corolla Ascent Sport',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  series: 'MZEA12R',
  car_type: 'used',
  km: 35000,
  price: 28990,
  price_type: 'Drive Away',
  status: 'in_stock',
  sold: false,
  reserved: false,
  reservable: true,
  tag: null,
  certified: false,
  created_at: '2026-11-20T00:00:00Z',
  views: 12,
  stocknum: 'U1234',
  vin: null,
  simple_body: 'Hatchback',
  simple_transmission: 'Automatic',
  simple_fuel: 'Petrol',
  simple_drive: 'FWD',
  fuel: 'Petrol',
  seats: 5,
  photos_count: 2,
  images: ['a.jpg', 'b.jpg'],
  thumbnails: ['a-t.jpg', 'b-t.jpg'],
  primary_image_url: 'a.jpg',
  file: null,
  dealership_id: 7,
  dealership_slug: 'city-toyota',
  location: {
    phone: '07 3123 4567',
    city: 'Brisbane',
    state: 'QLD',
    slug: 'city-toyota',
    location_name: 'City Toyota',
  },
  payment_processors: [{ authorization_type: 'stripe', authorization_key: 'pk_test_1', deposit_amount: 500 }],
  has_checkout_payment_processor: true,
  finance_lenders: [{ name: 'Angle', deposit: 2000, termYears: 4 }],
  show_on_dealer_website: true,
}

export const locationInput: LocationInput = {
  id: 11,
  name: 'City Toyota - Sales',
  slug: 'city-toyota',
  primary: true,
  position: 1,
  visible: true,
  location_type: 'sales',
  dealership_id: 7,
  dealership_slug: 'city-toyota',
  dealership_name: 'City Toyota',
  address: {
    street: '1 Queen St',
    city: 'Brisbane',
    state: 'QLD',
    postcode: '4000',
    lat: -27.4698,
    lng: 153.0251,
  },
  contact_detail: { phone: '07 3123 4567', opening_hours: [] },
}

export const siteInput: SiteConfigInput = {
  name: 'City Toyota',
  slug: 'city-toyota',
  template: 'cars',
  region: 'AU',
  url: 'https://citytoyota.example.com.au',
  phone: '07 3123 4567',
  locations: [locationInput],
}

/** The fields of the §5 reserve rule for a car that passes every condition, paid through Stripe. */
export const stripeProcessor = {
  authorization_type: 'stripe' as const,
  authorization_key: 'pk_test_1' as string | null,
  deposit_amount: 500 as number | null,
  apple_pay_enabled: false,
  google_pay_enabled: false,
  google_merchant_id: null,
}
export const reservableCar = {
  status: 'in_stock',
  tag: null as string | null,
  payment_processors: [stripeProcessor],
  sold: false,
  reserved: false,
  price: 201,
  reservable: true as boolean | null,
}
