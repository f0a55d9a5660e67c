import { describe, expect, it } from 'vitest'
import { distanceKm, locationCoordinates, nearest } from './distance.js'
import {
  locationBlockLayout,
  locationCarouselLayout,
  locationGridColumns,
  showBannerLocationsLink,
} from './location-layout.js'
import { locationHref } from './location-link.js'
import { selectLocations } from './location-selection.js'
import { contactUsHref, emailUsHref, locationBaseName, locationSlug } from './location-slug.js'

describe('locationSlug (§2: department suffix removed)', () => {
  it.each([
    ['City Toyota - Sales', 'City Toyota', 'city-toyota'],
    ['City Toyota - Service', 'City Toyota', 'city-toyota'],
    ['City Toyota - Parts', 'City Toyota', 'city-toyota'],
    ['City Toyota', 'City Toyota', 'city-toyota'],
    ['Sales - Service Centre', 'Sales - Service Centre', 'sales-service-centre'],
    ['City Toyota - Sales ', 'City Toyota', 'city-toyota'],
    ["O'Brien's Autos - Sales", "O'Brien's Autos", 'o-brien-s-autos'],
  ])('%s', (name, base, slug) => {
    expect(locationBaseName(name)).toBe(base)
    expect(locationSlug(name)).toBe(slug)
  })

  it('builds the contact-us path', () => {
    expect(contactUsHref('City Toyota - Service')).toBe('/contact-us/city-toyota')
  })

  it('builds the email-us path from the location’s own slug, one per department', () => {
    expect(emailUsHref({ slug: 'city-toyota-service' })).toBe('/email-us/city-toyota-service')
    expect(emailUsHref({ slug: 'city-toyota-sales' })).not.toBe(emailUsHref({ slug: 'city-toyota-service' }))
  })
})

describe('selectLocations (§2, §3)', () => {
  const at = (id: number, type: '' | 'sales' | 'service' | 'parts', extra = {}) => ({
    id,
    location_type: type,
    primary: false,
    visible: true,
    position: id,
    ...extra,
  })
  const locations = [
    at(4, 'parts'),
    at(1, 'sales', { primary: true }),
    at(2, ''),
    at(3, 'service'),
    at(5, 'sales', { visible: false }),
  ]
  it.each([
    ['primary', [1]],
    ['sales (empty type counts)', [1, 2]],
    ['service', [3]],
    ['parts', [4]],
    ['service-and-parts', [3, 4]],
    ['all (by position, hidden left out)', [1, 2, 3, 4]],
    ['single id', [3]],
    ['missing id', []],
  ] as const)('%s', (label, ids) => {
    const selection = label.startsWith('single') ? 3 : label.startsWith('missing') ? 99 : label.split(' ')[0]
    expect(selectLocations(locations, selection as never).map((l) => l.id)).toEqual(ids)
  })
})

describe('location layout (§2, §8, §9)', () => {
  it.each([
    [0, 'none', 1],
    [1, 'card', 1],
    [2, 'grid', 2],
    [3, 'grid', 3],
    [4, 'grid', 4],
    [5, 'grid', 5],
    [9, 'grid', 5],
  ] as const)('%d locations → %s, %d columns', (count, layout, columns) => {
    expect(locationBlockLayout(count)).toBe(layout)
    expect(locationGridColumns(count)).toBe(columns)
  })

  it.each([
    [3, false],
    [4, true],
  ])('carousel of %d hides the swipe hint on large screens: %s', (count, hidden) => {
    expect(locationCarouselLayout(count)).toEqual({
      title: 'Our Locations',
      hideSwipeHintOnLargeScreens: hidden,
    })
  })

  it.each([
    [3, false, false],
    [4, false, true],
    [1, true, true],
  ])('banner with %d locations (forced %s) shows one Locations link: %s', (count, forced, expected) => {
    expect(showBannerLocationsLink(count, forced)).toBe(expected)
  })

  it('is not forced by default', () => {
    expect(showBannerLocationsLink(2)).toBe(false)
  })
})

describe('locationHref (§2)', () => {
  it.each([
    [false, false, '/locations/city-toyota'],
    [true, false, '/contact'],
    [false, true, '/contact'],
  ])('manufacturer %s, fixed list %s → %s', (hasManufacturer, linksToContact, expected) => {
    expect(locationHref('city-toyota', { hasManufacturer, linksToContact })).toBe(expected)
  })
})

describe('distance (§9: haversine, R = 6371 km)', () => {
  // Expected values computed independently (Python, atan2 form of haversine).
  it.each([
    ['Sydney → Brisbane', { lat: -33.8688, lng: 151.2093 }, { lat: -27.4698, lng: 153.0251 }, 732.3788],
    ['Melbourne → Sydney', { lat: -37.8136, lng: 144.9631 }, { lat: -33.8688, lng: 151.2093 }, 713.4275],
    ['Auckland → Wellington', { lat: -36.8485, lng: 174.7633 }, { lat: -41.2865, lng: 174.7762 }, 493.4843],
    ['one degree on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111.1949],
    ['same point', { lat: -27, lng: 153 }, { lat: -27, lng: 153 }, 0],
  ])('%s', (_label, from, to, km) => {
    expect(distanceKm(from, to)).toBeCloseTo(km, 3)
  })

  const places = [
    { name: 'Sydney', address: { lat: -33.8688, lng: 151.2093 } },
    { name: 'No coordinates', address: { lat: null, lng: null } },
    { name: 'Brisbane', address: { lat: -27.4698, lng: null, lang: 153.0251 } },
  ]
  it.each([
    ['Gold Coast picks Brisbane', { lat: -28.0167, lng: 153.4 }, 'Brisbane'],
    ['Wollongong picks Sydney', { lat: -34.4278, lng: 150.8931 }, 'Sydney'],
  ])('%s', (_label, origin, expected) => {
    expect(nearest(origin, places, locationCoordinates)?.place.name).toBe(expected)
  })

  it('has no nearest place when none has coordinates', () => {
    expect(nearest({ lat: 0, lng: 0 }, places.slice(1, 2), locationCoordinates)).toBeUndefined()
  })
})
