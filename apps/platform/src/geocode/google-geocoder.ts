import type { Coordinates } from '@forecourt/domain'
import { type Geocoder, GeocoderUnavailableError, PostcodeNotFoundError } from './geocoder.js'

interface GoogleGeocoderOptions {
  /** The Geocoding API key; sent as the `key` parameter, never logged or put in an error. */
  key: string
  /** Another API host, e.g. a local fake in tests. */
  apiBase?: URL
  timeoutMs?: number
}

const GOOGLE_GEOCODING_API = new URL('https://maps.googleapis.com')
const GEOCODE_TIMEOUT_MS = 5_000

/** The parts of the Geocoding API's answer read here. */
interface GeocodeAnswer {
  status?: string
  results?: Array<{ geometry?: { location?: { lat?: unknown; lng?: unknown } } }>
}

/**
 * §7 'GET to a maps geocode service | address query and key | reads first result lat/lng; empty
 * list throws Invalid postcode', in the Google Geocoding API's shape. The country goes in
 * `components` so a postcode is looked up in the site's own region.
 */
export function googleGeocoder({
  key,
  apiBase = GOOGLE_GEOCODING_API,
  timeoutMs = GEOCODE_TIMEOUT_MS,
}: GoogleGeocoderOptions): Geocoder {
  return {
    async geocode(postcode, region) {
      const url = new URL('/maps/api/geocode/json', apiBase)
      url.searchParams.set('address', postcode)
      url.searchParams.set('components', `country:${region}|postal_code:${postcode}`)
      url.searchParams.set('key', key)
      let answer: GeocodeAnswer
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
        if (!response.ok) throw new GeocoderUnavailableError(`HTTP ${response.status}`)
        answer = (await response.json()) as GeocodeAnswer
      } catch (error) {
        if (error instanceof GeocoderUnavailableError) throw error
        // The URL holds the key: only the kind of failure is reported, never the request.
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
        throw new GeocoderUnavailableError(timedOut ? `no answer within ${timeoutMs} ms` : 'request failed')
      }
      const results = answer.results ?? []
      if (answer.status === 'ZERO_RESULTS' || (answer.status === 'OK' && results.length === 0))
        throw new PostcodeNotFoundError()
      if (answer.status !== 'OK') throw new GeocoderUnavailableError(`status ${answer.status ?? 'missing'}`)
      return coordinatesOf(results[0]?.geometry?.location)
    },
  }
}

function coordinatesOf(location: { lat?: unknown; lng?: unknown } | undefined): Coordinates {
  const lat = location?.lat
  const lng = location?.lng
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng))
    throw new GeocoderUnavailableError('the first result has no location')
  return { lat, lng }
}
