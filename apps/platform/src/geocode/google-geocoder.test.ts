import { GEOCODE_FAILED_MESSAGE } from '@forecourt/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type FakeGeocodingApi, startFakeGeocodingApi } from './fake-geocoding-api.js'
import { GeocoderUnavailableError, PostcodeNotFoundError } from './geocoder.js'
import { googleGeocoder } from './google-geocoder.js'

const KEY = 'AIza-test-key-never-logged'

describe('googleGeocoder (§7 GET to a maps geocode service)', () => {
  let api: FakeGeocodingApi
  beforeAll(async () => {
    api = await startFakeGeocodingApi()
    api.points.set('2000', { lat: -33.8688, lng: 151.2093 })
  })
  afterAll(() => api.close())
  afterEach(() => {
    api.failure = null
    api.delayMs = 0
  })
  const geocoder = (timeoutMs?: number) =>
    googleGeocoder({ key: KEY, apiBase: api.url, ...(timeoutMs ? { timeoutMs } : {}) })

  it('sends the postcode as the address query with the key and reads the first result', async () => {
    await expect(geocoder().geocode('2000', 'AU')).resolves.toEqual({ lat: -33.8688, lng: 151.2093 })
    const query = api.queries.at(-1)
    expect(query?.get('address')).toBe('2000')
    expect(query?.get('key')).toBe(KEY)
    expect(query?.get('components')).toBe('country:AU|postal_code:2000')
  })

  it("throws 'Invalid postcode' when the list is empty", async () => {
    const failure = geocoder().geocode('0999', 'AU')
    await expect(failure).rejects.toBeInstanceOf(PostcodeNotFoundError)
    await expect(failure).rejects.toThrow(GEOCODE_FAILED_MESSAGE)
  })

  it.each([
    ['a refused key', { status: 'REQUEST_DENIED' }, 'status REQUEST_DENIED'],
    ['an over-quota answer', { status: 'OVER_QUERY_LIMIT' }, 'status OVER_QUERY_LIMIT'],
    ['an HTTP 500', { http: 500 }, 'HTTP 500'],
  ])('reports %s as unavailable, not as a bad postcode, without the key', async (_label, failure, reason) => {
    api.failure = failure
    const error = await geocoder()
      .geocode('2000', 'AU')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GeocoderUnavailableError)
    expect(String((error as Error).message)).toContain(reason)
    expect(JSON.stringify(error) + String(error)).not.toContain(KEY)
  })

  it('gives up after its timeout, without the key in the error', async () => {
    api.delayMs = 500
    const started = Date.now()
    const error = await geocoder(100)
      .geocode('2000', 'AU')
      .catch((caught: unknown) => caught)
    expect(Date.now() - started).toBeLessThan(450)
    expect(error).toBeInstanceOf(GeocoderUnavailableError)
    expect(String(error)).toContain('no answer within 100 ms')
    expect(String(error)).not.toContain(KEY)
  })

  it('reports a refused connection as unavailable without the key', async () => {
    const closed = await startFakeGeocodingApi()
    await closed.close()
    const error = await googleGeocoder({ key: KEY, apiBase: closed.url })
      .geocode('2000', 'AU')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GeocoderUnavailableError)
    expect(String(error)).not.toContain(KEY)
  })
})
