import { describe, expect, it } from 'vitest'
import { parseSiteConfig, SiteConfigSchema } from './schemas/site.js'
import { checkoutHref, siteLogoUrl, siteSearchIndex, siteSearchPath } from './site.js'
import { SiteFeaturesSchema } from './site-overrides.js'
import { siteInput } from './test-fixtures.js'

describe('SiteConfigSchema (§3)', () => {
  it('parses the minimal producer shape and fills every override with its default', () => {
    const site = SiteConfigSchema.parse(siteInput)
    expect(site.currency).toBe('AUD')
    expect(site.features).toEqual({
      checkout: false,
      finance_button: true,
      favourites_storage: 'local',
      checkout_path: 'checkout',
      print_to_pdf: false,
      compare_used_only: false,
      sold_favourites: false,
    })
    expect(site.config).toEqual({
      labels: { enquire: 'Enquire Now', submit: 'Submit Form' },
      theme: 'base',
      header_variant: 'default',
      footer_variant: 'default',
      footer_staff: [],
      dealer_rating_banner: false,
      privacy_text: null,
      privacy_response_times: false,
      terms_text: null,
      location_card: { show_map: true, show_hours: true, show_reviews: true, show_licence_numbers: true },
      enquiry: {
        message_optional: false,
        terms_required: false,
        hear_about_us: false,
        dealership_field_removed: false,
        phone_input: 'au-nz',
        fixed_contact_slug: null,
      },
      reviews: { min_rating: 0, hidden: false },
      favourites_path: '/favourites',
      sunday_by_appointment: false,
      full_opening_hours: false,
      border_time_note: null,
      location_links_to_contact: false,
      force_banner_locations_link: false,
      search_suffix: null,
      brand_links: {},
      hero_slides: [],
      pages: [],
    })
    expect(site).toMatchObject({
      dealerships: [],
      dealership_websites: [],
      opening_hours: [],
      garage_enabled: false,
    })
  })

  it('keeps a partly given override and defaults the rest', () => {
    const site = SiteConfigSchema.parse({
      ...siteInput,
      features: { checkout: true },
      config: { labels: { enquire: 'Message Now' }, reviews: { min_rating: 4 } },
    })
    expect(site.features.checkout).toBe(true)
    expect(site.features.finance_button).toBe(true)
    expect(site.config.labels).toEqual({ enquire: 'Message Now', submit: 'Submit Form' })
    expect(site.config.reviews).toEqual({ min_rating: 4, hidden: false })
  })

  it('parses every §3 field', () => {
    const result = parseSiteConfig({
      ...siteInput,
      region: 'NZ',
      currency: 'NZD',
      logo: { url: 'https://cdn.example/logo.png' },
      address: {
        street: '1 Queen St',
        city: 'Auckland',
        state: 'AUK',
        postcode: '1010',
        lat: -36.8,
        lang: 174.7,
      },
      google_site_verification: 'abc',
      manufacturer: { name: 'Toyota', id: 3 },
      dealer_id: 'D1',
      dealerships: [{ id: 7, slug: 'city-toyota' }],
      dealership_websites: [{ url: 'https://x.example', name: 'X' }],
      navigation: { header: [{ name: 'Home', url: '/' }], footer: [] },
      gmb_profiles: [{ review_url: 'https://g.page/r' }],
      stock: { car_types: { demo: 3, new: 40 } },
      garage_enabled: true,
      garage_settings: { heading: 'Your cars', fields: { odometer_km: 'required' } },
      search_filters: 'car_type:used',
      search_path: '/search/used-cars/',
      search: { host: 'localhost:4000', key: 'public' },
      average_rating: 4.7,
      review_count: 120,
      payment_provider: 'till',
      finance_provider: '360 Finance',
      finance: { annual_rate: 7.49, comparison_rate: 8.1 },
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.site.dealerships[0]?.stripe_publishable_key).toBeNull()
    expect(result.site.finance).toEqual({
      layout: 'five-year',
      annual_rate: 7.49,
      comparison_rate: 8.1,
      term_years: 5,
    })
    expect(siteLogoUrl(result.site)).toBe('https://cdn.example/logo.png')
    expect(siteSearchPath(result.site)).toBe('/search/used-cars/')
  })

  it('names the path and the problem of every bad field, never the search key', () => {
    const result = parseSiteConfig({
      ...siteInput,
      slug: 'City Toyota',
      config: { favourites_path: 'mybigboxcars' },
      finance_provider: 'Acme Finance',
      search: { host: 'h', key: 42 },
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues).toHaveLength(4)
    expect(result.issues[0]).toBe('slug: slug must be lower-case words joined by hyphens')
    expect(result.issues.some((line) => line.startsWith('config.favourites_path: '))).toBe(true)
    expect(result.issues.some((line) => line.startsWith('finance_provider: '))).toBe(true)
    expect(result.issues.some((line) => line.startsWith('search.key: '))).toBe(true)
    expect(result.issues.join('\n')).not.toContain('42')
  })

  it('reports a non-object as (root)', () => {
    const result = parseSiteConfig(null)
    expect(result.ok ? [] : result.issues[0]).toMatch(/^\(root\): /)
  })

  it.each([
    [{ logo_url: 'a.png' }, 'a.png'],
    [{ logo_url: null, logo: { url: 'b.png' } }, 'b.png'],
    [{ logo_url: null }, null],
  ])('siteLogoUrl %o', (site, expected) => {
    expect(siteLogoUrl(site)).toBe(expected)
  })

  it('defaults the search path (§2)', () => {
    expect(siteSearchPath({})).toBe('/search/new-used-and-demo-cars/')
  })

  it.each([
    ['cars', '/search/new-used-and-demo-cars/'],
    ['trucks', '/search/new-used-and-demo-trucks/'],
    ['motorcycles', '/search/new-used-and-demo-motorcycles/'],
    ['rvs', '/search/rv-vehicles/'],
    ['subscriptions', '/search/subscription-cars/'],
  ] as const)('a %s site without its own path searches at %s', (template, expected) => {
    expect(siteSearchPath({ template })).toBe(expected)
    expect(siteSearchPath({ template, search_path: '/search/used-cars-brisbane/' })).toBe(
      '/search/used-cars-brisbane/',
    )
  })

  it.each([
    ['checkout', '/cars/a-car/checkout'],
    ['buy-online', '/cars/a-car/buy-online'],
  ] as const)('checkout path %s', (path, expected) => {
    expect(checkoutHref('a-car', { features: SiteFeaturesSchema.parse({ checkout_path: path }) })).toBe(
      expected,
    )
  })
})

describe('siteSearchIndex', () => {
  it.each([
    [undefined, 'Car_production'],
    [null, 'Car_production'],
    [{}, 'Car_production'],
    [{ index: 'Car_staging' }, 'Car_staging'],
  ])('%o searches %s', (search, index) => {
    expect(siteSearchIndex(search)).toBe(index)
  })
})
