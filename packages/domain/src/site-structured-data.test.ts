import { describe, expect, it } from 'vitest'
import type { LocationInput } from './location.js'
import type { OpeningHour } from './opening-hour.js'
import type { JsonLdObject } from './schema-org.js'
import { type SiteConfigInput, SiteConfigSchema } from './schemas/site.js'
import { locationsStructuredData, siteStructuredData } from './site-structured-data.js'
import { locationInput, siteInput } from './test-fixtures.js'

const hours = (open: string, close: string, saturdayClose: string | null): OpeningHour[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const closes = weekday === 0 ? null : weekday === 6 ? saturdayClose : close
    return closes
      ? { weekday, open, close: closes, status: 'Open', formated_hours: null }
      : { weekday, open: null, close: null, status: 'Closed', formated_hours: null }
  })
const SITE_HOURS = hours('08:30', '17:30', '16:00')
const SERVICE_HOURS = hours('07:30', '17:00', '12:00')

const location = (overrides: Partial<LocationInput> = {}): LocationInput => ({
  ...locationInput,
  ...overrides,
  contact_detail: { ...locationInput.contact_detail, ...overrides.contact_detail },
})
const site = (overrides: Partial<SiteConfigInput> = {}) =>
  SiteConfigSchema.parse({
    ...siteInput,
    logo_url: '/images/sites/city-toyota/logo.svg',
    address: {
      street: '1 Queen St',
      city: 'Brisbane',
      state: 'QLD',
      postcode: '4000',
      lat: -27.47,
      lng: 153.03,
    },
    social: { facebook: 'https://www.facebook.com/citytoyota' },
    opening_hours: SITE_HOURS,
    ...overrides,
  })

const graphOf = (data: JsonLdObject) => data['@graph'] as JsonLdObject[]
const nodeOfType = (data: JsonLdObject, type: string) =>
  graphOf(data).filter((node) => [node['@type']].flat().includes(type))

describe('siteStructuredData (§9: AutoDealer, Organization, WebSite, LocalBusiness)', () => {
  it('describes the dealership with its address, phone, logo, social links and hours', () => {
    const data = siteStructuredData(site())
    expect(data['@context']).toBe('https://schema.org')
    expect(nodeOfType(data, 'AutoDealer')).toEqual([
      {
        '@type': ['AutoDealer', 'Organization'],
        '@id': 'https://citytoyota.example.com.au/#dealership',
        name: 'City Toyota',
        url: 'https://citytoyota.example.com.au/',
        telephone: '07 3123 4567',
        logo: 'https://citytoyota.example.com.au/images/sites/city-toyota/logo.svg',
        image: 'https://citytoyota.example.com.au/images/sites/city-toyota/logo.svg',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 Queen St',
          addressLocality: 'Brisbane',
          addressRegion: 'QLD',
          postalCode: '4000',
          addressCountry: 'AU',
        },
        geo: { '@type': 'GeoCoordinates', latitude: -27.47, longitude: 153.03 },
        sameAs: ['https://www.facebook.com/citytoyota'],
        brand: undefined,
        parentOrganization: undefined,
        openingHours: ['Mo-Fr 08:30-17:30', 'Sa 08:30-16:00'],
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: '08:30',
            closes: '17:30',
          },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '08:30', closes: '16:00' },
        ],
      },
    ])
  })

  it.each([
    [
      'no group: the dealership is the Organization',
      null,
      [['AutoDealer', 'Organization'], 'WebSite', 'LocalBusiness'],
    ],
    [
      'a group named as the site',
      'City Toyota',
      [['AutoDealer', 'Organization'], 'WebSite', 'LocalBusiness'],
    ],
    ['a blank group', '  ', [['AutoDealer', 'Organization'], 'WebSite', 'LocalBusiness']],
    [
      'a group of its own',
      'Queen Street Motor Group',
      ['AutoDealer', 'Organization', 'WebSite', 'LocalBusiness'],
    ],
  ])('%s', (_label, group, types) => {
    expect(
      graphOf(siteStructuredData(site({ dealership_group: group }))).map((node) => node['@type']),
    ).toEqual(types)
  })

  it('links a dealership and its group both ways', () => {
    const data = siteStructuredData(site({ dealership_group: 'Queen Street Motor Group' }))
    const [dealership] = nodeOfType(data, 'AutoDealer')
    const [group] = nodeOfType(data, 'Organization')
    expect(dealership?.['@type']).toBe('AutoDealer')
    expect(dealership?.parentOrganization).toEqual({ '@id': group?.['@id'] })
    expect(group).toEqual({
      '@type': 'Organization',
      '@id': 'https://citytoyota.example.com.au/#organization',
      name: 'Queen Street Motor Group',
      subOrganization: { '@id': dealership?.['@id'] },
    })
  })

  it("names a franchise dealer's brand", () => {
    const [dealership] = nodeOfType(
      siteStructuredData(site({ manufacturer: { name: 'Toyota', id: 1 } })),
      'AutoDealer',
    )
    expect(dealership?.brand).toEqual({ '@type': 'Brand', name: 'Toyota' })
  })

  it('leaves out what the site does not have: logo, address, coordinates, social links, hours', () => {
    const [bare] = nodeOfType(
      siteStructuredData(site({ logo_url: null, address: undefined, social: {}, opening_hours: [] })),
      'AutoDealer',
    )
    expect(bare).toMatchObject({
      logo: undefined,
      image: undefined,
      address: undefined,
      geo: undefined,
      sameAs: undefined,
    })
    expect(bare).not.toHaveProperty('openingHours')
    expect(bare).not.toHaveProperty('openingHoursSpecification')
    const [noCoordinates] = nodeOfType(
      siteStructuredData(
        site({ address: { street: '1 Queen St', city: 'Brisbane', state: 'QLD', postcode: '4000' } }),
      ),
      'AutoDealer',
    )
    expect(noCoordinates?.geo).toBeUndefined()
  })

  it("reads the logo in the spec's logo.url form and longitude in its lang spelling", () => {
    const [dealership] = nodeOfType(
      siteStructuredData(
        site({
          logo_url: null,
          logo: { url: 'https://cdn.example.com/logo.png' },
          address: { street: 'x', city: 'y', state: 'z', postcode: '4000', lat: -27, lang: 153 },
        }),
      ),
      'AutoDealer',
    )
    expect(dealership?.logo).toBe('https://cdn.example.com/logo.png')
    expect(dealership?.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -27, longitude: 153 })
  })

  it('gives the website a SearchAction only when the search URL is known', () => {
    const urlTemplate =
      'https://citytoyota.example.com.au/search/new-used-and-demo-cars/?query={search_term_string}'
    const [withSearch] = nodeOfType(siteStructuredData(site(), { searchUrlTemplate: urlTemplate }), 'WebSite')
    expect(withSearch).toEqual({
      '@type': 'WebSite',
      '@id': 'https://citytoyota.example.com.au/#website',
      url: 'https://citytoyota.example.com.au/',
      name: 'City Toyota',
      inLanguage: 'en-AU',
      publisher: { '@id': 'https://citytoyota.example.com.au/#dealership' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate },
        'query-input': 'required name=search_term_string',
      },
    })
    const [withoutSearch] = nodeOfType(siteStructuredData(site({ region: 'NZ' })), 'WebSite')
    expect(withoutSearch).toMatchObject({ inLanguage: 'en-NZ', potentialAction: undefined })
  })

  it('has a LocalBusiness per visible location, by position, with its own hours or else the site’s', () => {
    const data = siteStructuredData(
      site({
        locations: [
          location({
            id: 2,
            name: 'City Toyota - Service',
            slug: 'city-toyota-service',
            position: 2,
            contact_detail: {
              phone: '07 3123 4590',
              email: 'service@citytoyota.example.com.au',
              opening_hours: SERVICE_HOURS,
            },
          }),
          location({
            id: 3,
            name: 'City Toyota - Parts',
            slug: 'city-toyota-parts',
            position: 3,
            visible: false,
          }),
          location({ id: 1, position: 1 }),
        ],
      }),
    )
    const businesses = nodeOfType(data, 'LocalBusiness')
    expect(businesses.map((node) => node.name)).toEqual(['City Toyota - Sales', 'City Toyota - Service'])
    expect(businesses[0]?.openingHours).toEqual(['Mo-Fr 08:30-17:30', 'Sa 08:30-16:00'])
    expect(businesses[1]).toEqual({
      '@type': 'LocalBusiness',
      '@id': 'https://citytoyota.example.com.au/locations/city-toyota-service#business',
      name: 'City Toyota - Service',
      url: 'https://citytoyota.example.com.au/locations/city-toyota-service',
      telephone: '07 3123 4590',
      email: 'service@citytoyota.example.com.au',
      image: undefined,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Queen St',
        addressLocality: 'Brisbane',
        addressRegion: 'QLD',
        postalCode: '4000',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -27.4698, longitude: 153.0251 },
      parentOrganization: {
        '@type': 'AutoDealer',
        '@id': 'https://citytoyota.example.com.au/#dealership',
        name: 'City Toyota',
        url: 'https://citytoyota.example.com.au/',
      },
      openingHours: ['Mo-Fr 07:30-17:00', 'Sa 07:30-12:00'],
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:30',
          closes: '17:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '07:30', closes: '12:00' },
      ],
    })
  })

  it('has no LocalBusiness for a site without visible locations', () => {
    expect(nodeOfType(siteStructuredData(site({ locations: [] })), 'LocalBusiness')).toEqual([])
  })
})

describe('locationsStructuredData (a /locations/{slug} page)', () => {
  const parsed = site({
    locations: [
      location({ image: '/images/locations/city-toyota/front.jpg' }),
      location({ id: 5, slug: 'hidden', visible: false }),
    ],
  })

  it('describes the visible locations it is given, and only those', () => {
    const data = locationsStructuredData(parsed, parsed.locations)
    expect(data['@context']).toBe('https://schema.org')
    expect(graphOf(data).map((node) => [node['@type'], node.url, node.image])).toEqual([
      [
        'LocalBusiness',
        'https://citytoyota.example.com.au/locations/city-toyota',
        'https://citytoyota.example.com.au/images/locations/city-toyota/front.jpg',
      ],
    ])
  })

  it('is an empty graph for no locations', () => {
    expect(graphOf(locationsStructuredData(parsed, []))).toEqual([])
  })
})
