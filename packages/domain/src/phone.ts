import { PHONE_MASK_VISIBLE_CHARS } from './constants.js'
import { PHONE_MESSAGE, PHONE_TOO_LONG_MESSAGE } from './messages.js'
import type { Region } from './region.js'

/** Strips spaces, brackets, dashes and dots, then turns +61, 0061, +64, 0064 into a leading 0 (§5). */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s()\-.]/g, '')
  return compact.replace(/^(?:\+|00)(?:61|64)/, '0')
}

// AU: mobiles 04, landlines 02/03/07/08 (10 digits), 13 numbers (6 digits), 1300/1800 (10 digits).
const AU_PATTERN = /^(?:0[23478]\d{8}|13\d{4}|1[38]00\d{6})$/
// NZ: mobiles 02x (8–10 digits after the 0), landlines 03/04/06/07/09 (9 digits), 0800/0508 free phone.
const NZ_PATTERN = /^(?:02\d{7,9}|0[34679]\d{7}|0(?:800|508)\d{6,7})$/

export function isAustralianPhone(value: string): boolean {
  return AU_PATTERN.test(normalisePhone(value))
}

export function isNewZealandPhone(value: string): boolean {
  return NZ_PATTERN.test(normalisePhone(value))
}

/** `undefined` when valid, otherwise the spec's message (§5). */
export function validatePhone(value: string): string | undefined {
  return isAustralianPhone(value) || isNewZealandPhone(value) ? undefined : PHONE_MESSAGE
}

/** Longest numeric phone input (exclusive) on sites using the NZ numeric variant (§5). */
const NUMERIC_PHONE_MAX_LENGTH = 15

/**
 * The NZ numeric variant (§5): digits only, fewer than 15 characters.
 * Non-digits get the general phone message — the spec is silent, and a number input rejects them anyway.
 */
export function validateNumericPhone(value: string): string | undefined {
  const compact = value.replace(/\s/g, '')
  if (!/^\d+$/.test(compact)) return PHONE_MESSAGE
  return compact.length < NUMERIC_PHONE_MAX_LENGTH ? undefined : PHONE_TOO_LONG_MESSAGE
}

/** Which phone rule a site's forms use (site config `config.enquiry.phone_input`). */
export type PhoneInputRule = 'au-nz' | 'numeric'

export function validatePhoneWith(rule: PhoneInputRule, value: string): string | undefined {
  return rule === 'numeric' ? validateNumericPhone(value) : validatePhone(value)
}

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = []
  let at = 0
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}

function formatAustralian(phone: string): string | undefined {
  if (!AU_PATTERN.test(phone)) return undefined
  if (phone.startsWith('04')) return group(phone, [4, 3, 3])
  if (phone.startsWith('1')) return phone.length === 6 ? group(phone, [2, 2, 2]) : group(phone, [4, 3, 3])
  return `(${phone.slice(0, 2)}) ${group(phone.slice(2), [4, 4])}`
}

function formatNewZealand(phone: string): string | undefined {
  if (!NZ_PATTERN.test(phone)) return undefined
  if (/^0(?:800|508)/.test(phone)) return group(phone, [4, 3, 4])
  if (phone.startsWith('02')) {
    const rest = phone.length - 3
    return group(phone, rest === 8 ? [3, 4, 4] : [3, 3, 4])
  }
  return `(${phone.slice(0, 2)}) ${group(phone.slice(2), [3, 4])}`
}

/**
 * Display format chosen by prefix (§5): AU 04xx xxx xxx, (0x) xxxx xxxx, 1300/1800 xxx xxx, 13 xx xx;
 * NZ 02x xxx xxxx, (0x) xxx xxxx, 0800 xxx xxx. Where a number is valid in both countries
 * (e.g. 10 digits starting 02) the site's region decides; unknown shapes are returned as typed.
 */
export function formatPhone(value: string, region: Region = 'AU'): string {
  const phone = normalisePhone(value)
  const formatted =
    region === 'NZ'
      ? (formatNewZealand(phone) ?? formatAustralian(phone))
      : (formatAustralian(phone) ?? formatNewZealand(phone))
  return formatted ?? value.trim()
}

/** Phone shown before it is revealed: the first 5 characters, then every digit as X (§4, §9). */
export function maskPhone(display: string): string {
  const visible = display.slice(0, PHONE_MASK_VISIBLE_CHARS)
  return visible + display.slice(PHONE_MASK_VISIBLE_CHARS).replace(/\d/g, 'X')
}

/** `tel:` link with spaces, brackets and plus signs removed (§2). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[\s()+]/g, '')}`
}
