// A dealer site of each family and a vehicle for the apps' block stories, parsed by the domain
// schemas so they hold what the platform would send. A story overrides only what it is about.
import {
  type Car,
  type CarInput,
  CarSchema,
  type SiteConfig,
  SiteConfigSchema,
  type Template,
} from '@forecourt/domain'

export function storySite(template: Template, overrides: Record<string, unknown> = {}): SiteConfig {
  return SiteConfigSchema.parse({
    name: 'Harbour Motor Group',
    slug: 'harbour-motor-group',
    template,
    region: 'AU',
    url: 'https://harbour.example.com.au',
    phone: '07 3555 0199',
    locations: [],
    ...overrides,
  })
}

export function storyCar(overrides: Partial<CarInput> = {}): Car {
  return CarSchema.parse({
    id: 48211,
    slug: '2021-vehicle-48211',
    name: '2021 Vehicle',
    year: 2021,
    make: 'Isuzu',
    model: 'NPR',
    badge: null,
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
    created_at: '2025-02-02T10:00:00+10:00',
    views: 214,
    stocknum: 'U48211',
    vin: null,
    simple_body: 'SUV',
    simple_transmission: 'Automatic',
    simple_fuel: 'Diesel',
    simple_drive: 'RWD',
    fuel: 'Diesel',
    seats: 3,
    photos_count: 0,
    images: [],
    thumbnails: [],
    primary_image_url: null,
    file: null,
    dealership_id: 12,
    dealership_slug: 'harbour-motor-group',
    location: {
      phone: '07 3555 0199',
      city: 'Brisbane',
      state: 'QLD',
      slug: 'harbour-brisbane',
      location_name: 'Harbour Motor Group',
    },
    payment_processors: [],
    has_checkout_payment_processor: false,
    finance_lenders: [],
    show_on_dealer_website: true,
    ...overrides,
  })
}

/** The dealer's date in the chrome's stories: opening hours and holiday notices read it. */
export const STORY_TODAY = '2026-03-02'

/** A dealer's header and footer menus as the platform sends them (§3 Navigation item). */
export const STORY_NAVIGATION = {
  header: [
    { name: 'Search Stock', url: '/search/new-used-and-demo-cars/' },
    {
      name: 'Finance',
      url: '/finance',
      dropdownItems: [
        { name: 'Finance', url: '/finance' },
        { name: 'Finance Pre-Approval', url: '/finance-pre-approval' },
      ],
    },
    { name: 'Contact Us', url: '/contact' },
  ],
  footer: [
    {
      title: 'Shop',
      dropdownItems: [
        { name: 'All Stock', url: '/search/new-used-and-demo-cars/' },
        { name: 'Favourites', url: '/favourites' },
      ],
    },
    {
      title: 'About',
      dropdownItems: [
        { name: 'Locations', url: '/contact' },
        { name: 'Privacy Policy', url: '/privacy-policy' },
      ],
    },
  ],
}
