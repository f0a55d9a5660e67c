import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

export const SIGN_IN_CODE_LENGTH = 6
export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000
/** Wrong guesses before a code is burnt: 5 in a million is no way to find a 6-digit code. */
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5

/** A uniformly random 6-digit code, leading zeros kept. */
export function newSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0')
}

/** Codes are stored as an HMAC keyed by the platform secret and bound to the phone. */
export function hashSignInCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex')
}

export function signInCodeMatches(secret: string, phone: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex')
  const actual = Buffer.from(hashSignInCode(secret, phone, code), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
