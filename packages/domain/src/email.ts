import { EMAIL_MESSAGE } from './messages.js'

/** The longest address SMTP carries (RFC 5321); anything longer is refused before it is read. */
export const MAX_EMAIL_LENGTH = 254

/**
 * §5 asks for a basic address pattern: something@something.tld, no spaces — exactly one `@`, and a
 * dot in the domain with something either side. Read in one pass with no pattern: the regular
 * expression it replaces backtracked quadratically on input such as `a@` + 50,000 dots + `@`.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH * 4) return false
  const address = value.trim()
  if (address.length === 0 || address.length > MAX_EMAIL_LENGTH || /\s/u.test(address)) return false
  const at = address.indexOf('@')
  if (at < 1 || address.indexOf('@', at + 1) !== -1) return false
  const domain = address.slice(at + 1)
  return domain.length >= 3 && domain.slice(1, -1).includes('.')
}

/** `undefined` when valid, otherwise the spec's message (§5). */
export function validateEmail(value: string): string | undefined {
  return isValidEmail(value) ? undefined : EMAIL_MESSAGE
}
