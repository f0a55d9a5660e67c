import { GEOCODE_FAILED_MESSAGE, POSTCODE_MESSAGE } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeGeocodingApi, startFakeGeocodingApi } from '../geocode/fake-geocoding-api.js'
import { googleGeocoder } from '../geocode/google-geocoder.js'
import { ErrorAnswerSchema, LocationAnswerSchema, NearestLocationListAnswerSchema } from './api-answers.js'
import { openSeededTestApp, type SeededTestApp } from './seeded-test-app.js'

let world: SeededTestApp
let maps: FakeGeocodingApi

beforeAll(async () => {
  world = await openSeededTestApp()
  maps = await startFakeGeocodingApi()
  // Auckland's CBD, and Christchurch's, as the Geocoding API would answer for NZ postcodes.
  maps.points.set('1010', { lat: -36.8485, lng: 174.7633 })
  maps.points.set('8011', { lat: -43.5321, lng: 172.6362 })
}, 120_000)

afterAll(async () => {
  await maps?.close()
  await world?.database.close()
})

const nearest = async (query: string, app = world.app, slug = 'southern-cross-motor-group') => {
  const response = await app.request(`/v1/sites/${slug}/locations/nearest${query}`)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('GET /v1/sites/:slug/locations/nearest (offline AU geocoder)', () => {
  it.each([
    ['2750 (Penrith)', '2750', 'southern-cross-mazda-sales'],
    ['2154 (Castle Hill)', '2154', 'southern-cross-mazda-service-and-parts'],
    ['2148 (Blacktown)', '2148', 'southern-cross-service'],
  ])('puts the nearest location first for %s, then the rest by distance', async (_label, postcode, first) => {
    const { status, body } = await nearest(`?postcode=${postcode}`)
    expect(status).toBe(200)
    const answer = NearestLocationListAnswerSchema.parse(body)
    expect(answer.postcode).toBe(postcode)
    expect(answer.locations[0]?.slug).toBe(first)
    expect(answer.locations).toHaveLength(6)
    const distances = answer.locations.map((location) => location.distance_km ?? Number.POSITIVE_INFINITY)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(answer.locations[0]?.distance_km).toBeLessThan(5)
  })

  it('gives each distance in km to one decimal, as the haversine rule measures it', async () => {
    const answer = NearestLocationListAnswerSchema.parse((await nearest('?postcode=2750')).body)
    const penrith = answer.locations.find((location) => location.slug === 'southern-cross-mazda-sales')
    const parramatta = answer.locations.find((location) => location.slug === 'southern-cross-toyota-sales')
    // Penrith's postcode centre is a few km from the yard; Parramatta is about 30 km east.
    expect(penrith?.distance_km).toBeGreaterThanOrEqual(0)
    expect(parramatta?.distance_km).toBeGreaterThan(25)
    expect(parramatta?.distance_km).toBeLessThan(35)
    for (const { distance_km } of answer.locations)
      expect(Number.isInteger((distance_km ?? 0) * 10)).toBe(true)
  })

  it.each([
    ['letters', '?postcode=20a0'],
    ['too short', '?postcode=200'],
    ['too long (judged by length before pattern)', '?postcode=20000'],
    ['very long', `?postcode=${'9'.repeat(5000)}`],
    ['empty', '?postcode='],
    ['missing', ''],
  ])('answers 400 naming the postcode for a malformed one: %s', async (_label, query) => {
    const { status, body } = await nearest(query)
    expect(status).toBe(400)
    expect(ErrorAnswerSchema.parse(body).error.fields).toEqual({ postcode: [POSTCODE_MESSAGE] })
  })

  it('trims the postcode a shopper typed with spaces', async () => {
    expect((await nearest('?postcode=%202750%20')).status).toBe(200)
  })

  it("answers 422 'Invalid postcode' for an AU postcode nobody uses", async () => {
    const { status, body } = await nearest('?postcode=0000', world.app, 'southern-cross-motor-group')
    expect(status).toBe(422)
    expect(ErrorAnswerSchema.parse(body).error).toEqual({
      code: 'postcode_not_found',
      message: GEOCODE_FAILED_MESSAGE,
      fields: { postcode: [GEOCODE_FAILED_MESSAGE] },
    })
  })

  it('answers 503, not the shopper’s mistake, for a NZ site when only the offline AU dataset runs', async () => {
    const { status, body } = await nearest('?postcode=1010', world.app, 'kiwi-auto-hub')
    expect(status).toBe(503)
    expect(ErrorAnswerSchema.parse(body).error.code).toBe('geocoder_unavailable')
  })

  it('answers 404 for an unknown site', async () => {
    expect((await nearest('?postcode=2000', world.app, 'no-such-site')).status).toBe(404)
  })

  it('leaves a location whose slug is not "nearest" to the location route', async () => {
    const response = await world.app.request('/v1/sites/coastal-motors/locations/coastal-motors-sales')
    expect(response.status).toBe(200)
    expect(LocationAnswerSchema.parse(await response.json()).location.slug).toBe('coastal-motors-sales')
  })
})

describe('GET /v1/sites/:slug/locations/nearest (the maps geocoding adapter)', () => {
  it('orders a NZ site by the point the maps service answers', async () => {
    const app = world.appWith({ geocoder: googleGeocoder({ key: 'nz-key', apiBase: maps.url }) })
    const { status, body } = await nearest('?postcode=1010', app, 'kiwi-auto-hub')
    expect(status).toBe(200)
    const answer = NearestLocationListAnswerSchema.parse(body)
    expect(answer.origin).toEqual({ lat: -36.8485, lng: 174.7633 })
    expect(answer.locations[0]?.slug).toBe('kiwi-auto-hub-sales')
    expect(maps.queries.at(-1)?.get('components')).toBe('country:NZ|postal_code:1010')
  })

  it("answers 422 'Invalid postcode' when the service finds nothing", async () => {
    const app = world.appWith({ geocoder: googleGeocoder({ key: 'nz-key', apiBase: maps.url }) })
    const { status, body } = await nearest('?postcode=9999', app, 'kiwi-auto-hub')
    expect(status).toBe(422)
    expect(ErrorAnswerSchema.parse(body).error.message).toBe(GEOCODE_FAILED_MESSAGE)
  })

  it('answers 503 when the service is down, without the key', async () => {
    maps.failure = { http: 500 }
    try {
      const app = world.appWith({ geocoder: googleGeocoder({ key: 'nz-secret-key', apiBase: maps.url }) })
      const { status, body } = await nearest('?postcode=1010', app, 'kiwi-auto-hub')
      expect(status).toBe(503)
      expect(ErrorAnswerSchema.parse(body).error.code).toBe('geocoder_unavailable')
      expect(JSON.stringify(body)).not.toContain('nz-secret-key')
    } finally {
      maps.failure = null
    }
  })
})
