// A dealer site and one of its cars for the storefront's tests, parsed by the domain schemas so
// they hold what the platform would send. Each test overrides only what it is about.
import { type Car, type CarInput, CarSchema, type SiteConfig, SiteConfigSchema } from '@forecourt/domain'

export function testSite(overrides: Record<string, unknown> = {}): SiteConfig {
  return SiteConfigSchema.parse({
    name: 'City Motors',
    slug: 'city-motors',
    template: 'cars',
    region: 'AU',
    url: 'https://citymotors.example.com.au',
    phone: '07 3000 0000',
    locations: [],
    features: { checkout: true },
    ...overrides,
  })
}

export function testCar(overrides: Partial<CarInput> = {}): Car {
  return CarSchema.parse({
    id: 48211,
    slug: 'rav4-48211',
    name: '2021 Toyota RAV4 GX',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    series: null,
    car_type: 'used',
    km: 48215,
    price: 36990,
    price_type: 'Drive Away',
    status: 'in_stock',
    sold: false,
    reserved: false,
    reservable: true,
    tag: null,
    certified: false,
    created_at: '2026-11-01T00:00:00Z',
    views: 0,
    stocknum: 'U48211',
    vin: null,
    simple_body: 'SUV',
    simple_transmission: 'Automatic',
    simple_fuel: 'Petrol',
    simple_drive: 'AWD',
    fuel: 'Petrol',
    seats: 5,
    photos_count: 0,
    images: [],
    thumbnails: [],
    primary_image_url: null,
    file: null,
    dealership_id: 12,
    dealership_slug: 'city-motors-brisbane',
    location: {
      phone: '07 3000 0001',
      city: 'Brisbane',
      state: 'QLD',
      slug: 'x',
      location_name: 'City Motors',
    },
    payment_processors: [{ authorization_type: 'test', authorization_key: 'test_key', deposit_amount: 500 }],
    has_checkout_payment_processor: true,
    finance_lenders: [],
    show_on_dealer_website: true,
    ...overrides,
  })
}
