import { describe, expect, it } from 'vitest'
import { directionsHref, locationsForSlug } from './location-lookup.js'

describe('locationsForSlug (§2: location slug or dealership slug)', () => {
  const at = (id: number, slug: string, dealership: string, extra = {}) => ({
    id,
    slug,
    dealership_slug: dealership,
    location_type: 'sales' as const,
    primary: false,
    visible: true,
    position: id,
    ...extra,
  })
  const locations = [
    at(3, 'city-service', 'city-motors'),
    at(1, 'city-sales', 'city-motors'),
    at(2, 'city-hidden', 'city-motors', { visible: false }),
    at(4, 'bay-sales', 'bay-motors'),
    // A location may share its slug with a dealership: the location wins.
    at(5, 'bay-motors', 'other-dealer'),
  ]
  it.each([
    ['a location slug', 'city-service', [3]],
    ['a dealership slug, by position, hidden left out', 'city-motors', [1, 3]],
    ['a location slug equal to a dealership slug', 'bay-motors', [5]],
    ['a hidden location', 'city-hidden', []],
    ['an unknown slug', 'nowhere', []],
    ['an empty slug', '', []],
  ])('%s', (_case, slug, ids) => {
    expect(locationsForSlug(locations, slug).map((location) => location.id)).toEqual(ids)
  })
})

describe('directionsHref (§2 Get Directions)', () => {
  const address = { street: '12 Beach Rd', city: 'Redcliffe', state: 'QLD', postcode: '4020' }
  it.each([
    [
      'the full address',
      address,
      'https://www.google.com/maps/dir/?api=1&destination=12+Beach+Rd%2C+Redcliffe+QLD+4020',
    ],
    [
      'with a place id',
      { ...address, place_id: 'ChIJ123' },
      'https://www.google.com/maps/dir/?api=1&destination=12+Beach+Rd%2C+Redcliffe+QLD+4020&destination_place_id=ChIJ123',
    ],
    [
      'without a street',
      { ...address, street: '', place_id: null },
      'https://www.google.com/maps/dir/?api=1&destination=Redcliffe+QLD+4020',
    ],
  ])('%s', (_case, given, href) => {
    expect(directionsHref(given)).toBe(href)
  })
})
