import { describe, expect, it } from 'vitest'
import { locationCoordinates } from './distance.js'
import { locationsByDistance } from './locations-by-distance.js'

type Place = { name: string; address: { lat: number | null; lng: number | null; lang?: number | null } }
const at = (name: string, lat: number | null, lng: number | null): Place => ({ name, address: { lat, lng } })

const sydney = at('Sydney', -33.8688, 151.2093)
const brisbane = at('Brisbane', -27.4698, 153.0251)
const perth = at('Perth', -31.9523, 115.8613)
const nowhere = at('No coordinates', null, null)
const halfKnown = at('Latitude only', -30, null)
const sydneyAgain = at('Sydney again', -33.8688, 151.2093)

const names = (origin: { lat: number; lng: number }, places: Place[]) =>
  locationsByDistance(origin, places, locationCoordinates).map((entry) => entry.place.name)

describe('locationsByDistance (§7 geocode, §9 haversine)', () => {
  it.each([
    [
      'Gold Coast: Brisbane, Sydney, Perth',
      { lat: -28.0167, lng: 153.4 },
      [perth, sydney, brisbane],
      ['Brisbane', 'Sydney', 'Perth'],
    ],
    [
      'Fremantle: Perth first',
      { lat: -32.0569, lng: 115.7439 },
      [sydney, brisbane, perth],
      ['Perth', 'Sydney', 'Brisbane'],
    ],
    [
      'missing coordinates go last, in given order',
      { lat: -33.8688, lng: 151.2093 },
      [nowhere, perth, halfKnown, sydney],
      ['Sydney', 'Perth', 'No coordinates', 'Latitude only'],
    ],
    [
      'equal distances keep given order',
      { lat: -33.9, lng: 151.2 },
      [sydneyAgain, sydney],
      ['Sydney again', 'Sydney'],
    ],
    [
      'equal distances keep given order (reversed input)',
      { lat: -33.9, lng: 151.2 },
      [sydney, sydneyAgain],
      ['Sydney', 'Sydney again'],
    ],
    [
      'no coordinates anywhere keeps given order',
      { lat: 0, lng: 0 },
      [halfKnown, nowhere],
      ['Latitude only', 'No coordinates'],
    ],
    ['no places', { lat: 0, lng: 0 }, [], []],
  ])('%s', (_label, origin, places, expected) => {
    expect(names(origin, places)).toEqual(expected)
  })

  it.each([
    // Expected values: haversine with R = 6371 km (half the circumference is π·R = 20015.0868 km).
    ['same point → 0', { lat: -33.8688, lng: 151.2093 }, sydney, 0],
    ['antipodes → π·R', { lat: 33.8688, lng: 151.2093 - 180 }, sydney, Math.PI * 6371],
    ['Sydney → Brisbane', { lat: -33.8688, lng: 151.2093 }, brisbane, 732.3788],
    [
      'lng spelled lang',
      { lat: -33.8688, lng: 151.2093 },
      { name: 'Brisbane', address: { lat: -27.4698, lng: null, lang: 153.0251 } },
      732.3788,
    ],
  ])('%s', (_label, origin, place, km) => {
    const [entry] = locationsByDistance(origin, [place], locationCoordinates)
    expect(entry?.distanceKm).toBeCloseTo(km, 3)
  })

  it('gives a place without coordinates a null distance', () => {
    expect(locationsByDistance({ lat: 0, lng: 0 }, [nowhere], locationCoordinates)).toEqual([
      { place: nowhere, distanceKm: null },
    ])
  })

  it('does not reorder the caller’s array', () => {
    const places = [perth, sydney]
    locationsByDistance({ lat: -33.8688, lng: 151.2093 }, places, locationCoordinates)
    expect(places).toEqual([perth, sydney])
  })
})
