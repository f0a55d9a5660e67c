import { type LocationInput, type SiteConfigInput, SiteConfigSchema } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import {
  dealerRatingVariant,
  footerColumns,
  footerLicenceNumbers,
  mapEmbedUrl,
  siteTimeZone,
  socialLinks,
  topBannerProps,
} from './site-chrome.js'

const location = (
  overrides: Partial<LocationInput> & Pick<LocationInput, 'id' | 'name' | 'slug'>,
): LocationInput => ({
  primary: false,
  position: overrides.id,
  visible: true,
  location_type: 'sales',
  dealership_id: 7,
  dealership_slug: 'city-motors',
  dealership_name: 'City Motors',
  address: {
    street: '1 Queen St',
    city: 'Brisbane',
    state: 'QLD',
    postcode: '4000',
    lat: -27.47,
    lng: 153.02,
  },
  contact_detail: { phone: '07 3000 0001', opening_hours: [] },
  ...overrides,
})

const LOCATIONS: LocationInput[] = [
  location({
    id: 1,
    name: 'City Motors - Sales',
    slug: 'city-motors-sales',
    primary: true,
    dealer_license_number: 'MD1',
  }),
  location({
    id: 2,
    name: 'City Motors - Service',
    slug: 'city-motors-service',
    location_type: 'service',
    contact_detail: { phone: '07 3000 0002', opening_hours: [] },
    dealer_license_number: 'MD1',
    motor_vehicle_repairer: 'MVR 9',
  }),
  location({
    id: 3,
    name: 'City Motors - Parts',
    slug: 'city-motors-parts',
    location_type: 'parts',
    contact_detail: { phone: '07 3000 0003', opening_hours: [] },
    dealer_license_number: 'MD2',
  }),
  location({ id: 4, name: 'Hidden Yard', slug: 'hidden-yard', visible: false, dealer_license_number: 'MD3' }),
]

const siteWith = (overrides: Partial<SiteConfigInput> = {}) =>
  SiteConfigSchema.parse({
    name: 'City Motors',
    slug: 'city-motors',
    template: 'cars',
    region: 'AU',
    url: 'https://citymotors.example.com.au',
    phone: '07 3000 0000',
    locations: LOCATIONS,
    social: { youtube: 'https://youtube.com/@city', facebook: 'https://facebook.com/city' },
    average_rating: 4.6,
    review_count: 120,
    gmb_profiles: [{ review_url: 'https://reviews.example/city' }],
    ...overrides,
  })

describe('socialLinks', () => {
  it('lists the networks the site has set, in a fixed order', () => {
    expect(socialLinks(siteWith())).toEqual([
      { network: 'facebook', href: 'https://facebook.com/city' },
      { network: 'youtube', href: 'https://youtube.com/@city' },
    ])
  })

  it('is empty for a site without social profiles', () => {
    expect(socialLinks({ social: {} })).toEqual([])
  })
})

describe('topBannerProps', () => {
  it('locations: the visible locations, Sales/Service/Parts phones, rating, favourites', () => {
    const props = topBannerProps(siteWith({ config: { favourites_path: '/mybigboxcars' } }), 'locations')
    expect(props.locations).toEqual([
      { name: 'City Motors - Sales', href: '/locations/city-motors-sales' },
      { name: 'City Motors - Service', href: '/locations/city-motors-service' },
      { name: 'City Motors - Parts', href: '/locations/city-motors-parts' },
    ])
    expect(props.phones).toEqual([
      { label: 'Sales', phone: '07 3000 0001' },
      { label: 'Service', phone: '07 3000 0002' },
      { label: 'Parts', phone: '07 3000 0003' },
    ])
    expect(props.rating).toEqual({ average: 4.6, count: 120, href: 'https://reviews.example/city' })
    expect(props.favourites).toEqual({ href: '/mybigboxcars' })
    expect(props.address).toBeUndefined()
  })

  it('locations link to /contact for a dealer with a manufacturer (§2)', () => {
    const props = topBannerProps(siteWith({ manufacturer: { name: 'Nissan', id: 3 } }), 'locations')
    expect(props.locations?.map((entry) => entry.href)).toEqual(['/contact', '/contact', '/contact'])
  })

  it('address: the address and the site phone instead of locations', () => {
    const props = topBannerProps(siteWith({ config: { border_time_note: 'NSW time' } }), 'address')
    expect(props.address).toEqual({ text: '1 Queen St, Brisbane QLD 4000' })
    expect(props.phone).toBe('07 3000 0000')
    expect(props.locations).toBeUndefined()
    expect(props.borderTimeNote).toBe('NSW time')
  })

  it("entries: 'Dealership:' and 'Service Centre:' without the department suffix", () => {
    expect(topBannerProps(siteWith(), 'entries').entries).toEqual([
      { label: 'Dealership', name: 'City Motors', phone: '07 3000 0001' },
      { label: 'Service Centre', name: 'City Motors', phone: '07 3000 0002' },
    ])
  })

  it.each([
    [{ reviews: { hidden: true } }, 4.6],
    [{ reviews: { min_rating: 4.6 } }, 4.6],
    [{}, null],
  ])('no star rating when reviews are hidden, below the minimum or missing (%o, %s)', (config, average) => {
    expect(topBannerProps(siteWith({ config, average_rating: average }), 'locations').rating).toBeUndefined()
  })
})

describe('footerColumns', () => {
  it('makes a column of each item with dropdown items and gathers loose links', () => {
    expect(
      footerColumns([
        {
          title: 'Shop',
          dropdownItems: [{ name: 'All Stock', url: '/search/used-cars/' }, { name: 'No link' }],
        },
        { name: 'FAQs', url: '/faqs' },
        { name: 'Privacy Policy', url: '/privacy-policy' },
        { title: 'Empty', dropdownItems: [{ name: 'No link' }] },
      ]),
    ).toEqual([
      { heading: 'Shop', links: [{ label: 'All Stock', href: '/search/used-cars/' }] },
      {
        heading: 'Quick Links',
        links: [
          { label: 'FAQs', href: '/faqs' },
          { label: 'Privacy Policy', href: '/privacy-policy' },
        ],
      },
    ])
  })
})

describe('footerLicenceNumbers', () => {
  it("'dealer': each visible location's dealer licence once", () => {
    expect(footerLicenceNumbers(siteWith(), 'dealer')).toEqual([
      'Dealer Licence No. MD1',
      'Dealer Licence No. MD2',
    ])
  })

  it("'every-location': each location's dealer and repairer numbers under its name", () => {
    expect(footerLicenceNumbers(siteWith(), 'every-location')).toEqual([
      'City Motors - Sales: Dealer Licence No. MD1',
      'City Motors - Service: Dealer Licence No. MD1, MRB No. MVR 9',
      'City Motors - Parts: Dealer Licence No. MD2',
    ])
  })
})

describe('dealerRatingVariant', () => {
  it.each([
    ['cars', 'V'],
    ['motorcycles', 'V'],
    ['rvs', 'V'],
    ['subscriptions', 'V'],
    ['trucks', 'N'],
  ] as const)('%s → %s', (template, variant) => {
    expect(dealerRatingVariant(template)).toBe(variant)
  })
})

describe('mapEmbedUrl', () => {
  const place = { address: { street: '', city: '', state: '', postcode: '', lat: -27.5, lng: 153 } }

  it('uses the Maps Embed API with the site key, centre and zoom', () => {
    expect(mapEmbedUrl(place, 'KEY')).toBe(
      'https://www.google.com/maps/embed/v1/view?key=KEY&center=-27.5%2C153&zoom=15',
    )
  })

  it('falls back to the keyless OpenStreetMap embed with a marker', () => {
    const url = new URL(mapEmbedUrl(place, null) ?? '')
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html')
    expect(url.searchParams.get('marker')).toBe('-27.5,153')
  })

  it('has no map without coordinates', () => {
    expect(mapEmbedUrl({ address: { ...place.address, lat: null } }, 'KEY')).toBeNull()
  })
})

describe('siteTimeZone', () => {
  it.each([
    ['AU', 'QLD', 'Australia/Brisbane'],
    ['AU', 'WA', 'Australia/Perth'],
    ['AU', 'Nowhere', 'Australia/Sydney'],
    ['NZ', 'Auckland', 'Pacific/Auckland'],
  ] as const)('%s %s → %s', (region, state, zone) => {
    const site = siteWith({
      region,
      locations: [
        location({
          id: 1,
          name: 'Yard',
          slug: 'yard',
          address: { street: '', city: '', state, postcode: '' },
        }),
      ],
    })
    expect(siteTimeZone(site)).toBe(zone)
  })
})
