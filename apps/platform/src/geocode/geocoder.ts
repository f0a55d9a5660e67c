import { type Coordinates, GEOCODE_FAILED_MESSAGE, type Region } from '@forecourt/domain'

/** Turns a postcode into a point (§7 'GET to a maps geocode service'). */
export interface Geocoder {
  /** The postcode's point; throws PostcodeNotFoundError when it names no place in the region. */
  geocode(postcode: string, region: Region): Promise<Coordinates>
}

/** The service found nothing for the postcode (§7: an empty list throws 'Invalid postcode'). */
export class PostcodeNotFoundError extends Error {
  constructor() {
    super(GEOCODE_FAILED_MESSAGE)
    this.name = 'PostcodeNotFoundError'
  }
}

/** The service could not answer (down, slow, refused our key): not the shopper's fault. */
export class GeocoderUnavailableError extends Error {
  constructor(reason: string) {
    super(`The geocoding service could not answer: ${reason}`)
    this.name = 'GeocoderUnavailableError'
  }
}
