import { EMAIL_MESSAGE } from './messages.js'

// §5 asks for a basic address pattern: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

/** `undefined` when valid, otherwise the spec's message (§5). */
export function validateEmail(value: string): string | undefined {
  return isValidEmail(value) ? undefined : EMAIL_MESSAGE
}
