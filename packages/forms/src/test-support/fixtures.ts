// Parsed site and car for tests; each test overrides only what it is about.
import {
  type Car,
  type CarInput,
  CarSchema,
  type SiteConfig,
  type SiteConfigInput,
  SiteConfigSchema,
} from '@forecourt/domain'

const carInput: CarInput = {
  id: 41,
  slug: '2021-toyota-corolla-ascent-sport-41',
  name: '2021 Toyota Corolla Ascent Sport',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  series: null,
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
  created_at: '2026-10-20T00:00:00Z',
  views: 3,
  stocknum: 'U1234',
  vin: null,
  simple_body: 'Hatchback',
  simple_transmission: 'Automatic',
  simple_fuel: 'Petrol',
  simple_drive: 'FWD',
  fuel: 'Petrol',
  seats: 5,
  photos_count: 0,
  images: [],
  thumbnails: [],
  primary_image_url: null,
  file: null,
  dealership_id: 7,
  dealership_slug: 'coastal-aspley',
  location: {
    phone: '07 3555 0199',
    city: 'Aspley',
    state: 'QLD',
    slug: 'aspley',
    location_name: 'Aspley - Sales',
  },
  payment_processors: [],
  has_checkout_payment_processor: false,
  finance_lenders: [],
  show_on_dealer_website: true,
}

const location = (id: number, name: string, dealership: string) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  primary: id === 1,
  position: id,
  visible: true,
  location_type: 'sales' as const,
  dealership_id: id,
  dealership_slug: dealership,
  dealership_name: dealership,
  address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.4, lng: 153 },
  contact_detail: { phone: '07 3555 0199', opening_hours: [] },
})

const siteInput: SiteConfigInput = {
  name: 'Coastal Motors',
  slug: 'coastal-motors',
  template: 'cars',
  region: 'AU',
  url: 'http://coastal-motors.localhost:3000',
  phone: '07 3555 0199',
  locations: [location(1, 'Aspley - Sales', 'coastal-aspley')],
}

export function site(overrides: Partial<SiteConfigInput> = {}): SiteConfig {
  return SiteConfigSchema.parse({ ...siteInput, ...overrides })
}

export function car(overrides: Partial<CarInput> = {}): Car {
  return CarSchema.parse({ ...carInput, ...overrides })
}

/** A group with two yards and two dealerships: location and dealership become choices. */
export function groupSite(config: SiteConfigInput['config'] = {}): SiteConfig {
  return site({
    locations: [
      location(1, 'Aspley - Sales', 'coastal-aspley'),
      location(2, 'Boondall - Service', 'coastal-boondall'),
    ],
    dealerships: [
      { id: 1, slug: 'coastal-aspley' },
      { id: 2, slug: 'coastal-boondall' },
    ],
    config,
  })
}
