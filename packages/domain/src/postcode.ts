import { POSTCODE_MESSAGE } from './messages.js'

/** Postcode inputs accept at most this many characters (§5). */
export const POSTCODE_MAX_LENGTH = 4

/** AU and NZ postcodes are exactly four digits (§5). */
export function isValidPostcode(value: string): boolean {
  return /^\d{4}$/.test(value)
}

/** `undefined` when valid, otherwise the spec's message (§5). */
export function validatePostcode(value: string): string | undefined {
  return isValidPostcode(value.trim()) ? undefined : POSTCODE_MESSAGE
}
