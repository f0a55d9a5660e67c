import type { Geocoder } from './geocoder.js'
import { googleGeocoder } from './google-geocoder.js'
import { offlineAuGeocoder } from './offline-au-geocoder.js'

/**
 * FORECOURT_GEOCODER picks the adapter: `offline` (the default: AU postcodes from a dataset on
 * disk) or `google` (the Geocoding API with GOOGLE_GEOCODING_KEY, e.g. for NZ sites).
 * platform-env.ts has already refused `google` without a key.
 */
export function geocoderFromEnv(env: NodeJS.ProcessEnv): Geocoder {
  if (env.FORECOURT_GEOCODER === 'google' && env.GOOGLE_GEOCODING_KEY) {
    return googleGeocoder({
      key: env.GOOGLE_GEOCODING_KEY,
      ...(env.GOOGLE_GEOCODING_API_BASE ? { apiBase: new URL(env.GOOGLE_GEOCODING_API_BASE) } : {}),
    })
  }
  return offlineAuGeocoder()
}
