// Contact field rules and their exact messages (spec §5, §8; wording is the product's).

export const REQUIRED_MESSAGE = '*This is a required field.'
export const EMAIL_MESSAGE = 'invalid email address'
export const PHONE_MESSAGE = 'Invalid phone number. Must be Australian or New Zealand number.'
export const PHONE_TOO_LONG_MESSAGE = 'Invalid phone number. Too many characters.'
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

/** Strips spaces, brackets, dashes and dots, then turns +61, 0061, +64, 0064 into a leading 0. */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s()\-.]/g, '')
  return compact.replace(/^(?:\+|00)(?:61|64)/, '0')
}

// AU: mobiles 04, landlines 02/03/07/08 (10 digits), 13 numbers (6 digits), 1300/1800 (10 digits).
const AU_PATTERN = /^(?:0[23478]\d{8}|13\d{4}|1[38]00\d{6})$/
// NZ: mobiles 02x (8–10 digits after the 0), landlines 03/04/06/07/09 (9 digits), 0800/0508 free phone.
const NZ_PATTERN = /^(?:02\d{7,9}|0[34679]\d{7}|0(?:800|508)\d{6,7})$/

/** `undefined` when valid, otherwise the spec's message. */
export function validatePhone(value: string): string | undefined {
  const phone = normalisePhone(value)
  return AU_PATTERN.test(phone) || NZ_PATTERN.test(phone) ? undefined : PHONE_MESSAGE
}

export function isValidPostcode(value: string): boolean {
  return /^\d{4}$/.test(value)
}
