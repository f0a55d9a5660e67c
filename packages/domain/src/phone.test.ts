import { describe, expect, it } from 'vitest'
import { PHONE_MESSAGE, PHONE_TOO_LONG_MESSAGE } from './messages.js'
import {
  formatPhone,
  isAustralianPhone,
  isNewZealandPhone,
  maskPhone,
  normalisePhone,
  telHref,
  validateNumericPhone,
  validatePhone,
  validatePhoneWith,
} from './phone.js'

describe('normalisePhone (§5: each international prefix becomes 0)', () => {
  it.each([
    ['+61 412 345 678', '0412345678'],
    ['0061412345678', '0412345678'],
    ['+64 21 123 4567', '0211234567'],
    ['0064211234567', '0211234567'],
    ['(02) 9876-5432', '0298765432'],
    ['07.3123.4567', '0731234567'],
    ['0412345678', '0412345678'],
    ['+1 555 123 4567', '+15551234567'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected)
  })
})

describe('validatePhone (§5: AU or NZ, exact message)', () => {
  it.each([
    ['AU mobile', '0412 345 678', undefined],
    ['AU mobile via +61', '+61412345678', undefined],
    ['AU mobile via 0061', '0061 412 345 678', undefined],
    ['AU landline 07', '(07) 3123 4567', undefined],
    ['AU landline 08', '08 9123 4567', undefined],
    ['AU 1300', '1300 123 456', undefined],
    ['AU 1800', '1800 123 456', undefined],
    ['AU 13', '131 313', undefined],
    ['NZ mobile via +64', '+64 21 123 4567', undefined],
    ['NZ mobile via 0064', '0064 22 123 456', undefined],
    ['NZ landline', '09 123 4567', undefined],
    ['NZ 0800', '0800 123 456', undefined],
    ['NZ 0508', '0508 123 4567', undefined],
    ['too short', '12345', PHONE_MESSAGE],
    ['AU 05 is not a mobile range', '0512 345 678', PHONE_MESSAGE],
    ['AU mobile cut short', '0412 345', PHONE_MESSAGE],
    ['AU mobile one digit long', '0412 345 6789', PHONE_MESSAGE],
    ['US number', '+1 555 123 4567', PHONE_MESSAGE],
    ['letters', 'call me', PHONE_MESSAGE],
    ['empty', '', PHONE_MESSAGE],
  ])('%s: %s', (_label, input, expected) => {
    expect(validatePhone(input)).toBe(expected)
  })

  it.each([
    ['0412345678', true, false],
    ['091234567', false, true],
    ['0211234567', true, true],
  ])('%s: AU %s, NZ %s', (input, au, nz) => {
    expect(isAustralianPhone(input)).toBe(au)
    expect(isNewZealandPhone(input)).toBe(nz)
  })
})

describe('validateNumericPhone (§5: NZ numeric variant, fewer than 15 characters)', () => {
  it.each([
    ['14 digits', '02112345678901', undefined],
    ['15 digits', '021123456789012', PHONE_TOO_LONG_MESSAGE],
    ['16 digits', '0211234567890123', PHONE_TOO_LONG_MESSAGE],
    ['spaces ignored', '021 123 4567', undefined],
    ['not numeric', '021-123', PHONE_MESSAGE],
    ['empty', '', PHONE_MESSAGE],
  ])('%s', (_label, input, expected) => {
    expect(validateNumericPhone(input)).toBe(expected)
  })

  it('validatePhoneWith picks the site rule', () => {
    expect(validatePhoneWith('numeric', '123456789')).toBeUndefined()
    expect(validatePhoneWith('au-nz', '123456789')).toBe(PHONE_MESSAGE)
  })
})

describe('formatPhone (§5: display format by prefix)', () => {
  it.each([
    ['AU mobile 04', '0412345678', 'AU', '0412 345 678'],
    ['AU mobile from +61', '+61 412 345 678', 'AU', '0412 345 678'],
    ['AU landline 02', '0298765432', 'AU', '(02) 9876 5432'],
    ['AU landline 03', '0391234567', 'AU', '(03) 9123 4567'],
    ['AU landline 07', '0731234567', 'AU', '(07) 3123 4567'],
    ['AU landline 08', '0891234567', 'AU', '(08) 9123 4567'],
    ['AU 1300', '1300123456', 'AU', '1300 123 456'],
    ['AU 1800', '1800123456', 'AU', '1800 123 456'],
    ['AU 13', '131313', 'AU', '13 13 13'],
    ['NZ mobile 021 (10 digits)', '0211234567', 'NZ', '021 123 4567'],
    ['NZ mobile 022 (9 digits)', '022123456', 'NZ', '022 123 456'],
    ['NZ mobile 027 (11 digits)', '02712345678', 'NZ', '027 1234 5678'],
    ['NZ mobile from +64', '+64 21 123 4567', 'NZ', '021 123 4567'],
    ['NZ landline 09', '091234567', 'NZ', '(09) 123 4567'],
    ['NZ landline 03', '031234567', 'NZ', '(03) 123 4567'],
    ['NZ 0800', '0800123456', 'NZ', '0800 123 456'],
    ['NZ 0508 (7 digits)', '05081234567', 'NZ', '0508 123 4567'],
    ['NZ number on an AU site', '091234567', 'AU', '(09) 123 4567'],
    ['ambiguous 02 on an AU site reads as landline', '0211234567', 'AU', '(02) 1123 4567'],
    ['AU number on an NZ site', '0412345678', 'NZ', '0412 345 678'],
    ['unknown shape returned as typed', ' +1 555 123 ', 'AU', '+1 555 123'],
  ] as const)('%s', (_label, input, region, expected) => {
    expect(formatPhone(input, region)).toBe(expected)
  })

  it('defaults to AU', () => {
    expect(formatPhone('0298765432')).toBe('(02) 9876 5432')
  })
})

describe('maskPhone (§4, §9: masked after the first 5 characters)', () => {
  it.each([
    ['0412 345 678', '0412 XXX XXX'],
    ['(02) 9876 5432', '(02) XXXX XXXX'],
    ['12345', '12345'],
    ['123456', '12345X'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected)
  })
})

describe('telHref (§2: spaces, brackets and plus signs removed)', () => {
  it.each([
    ['(02) 9876 5432', 'tel:0298765432'],
    ['+61 412 345 678', 'tel:61412345678'],
    ['1300 123 456', 'tel:1300123456'],
    ['0412-345-678', 'tel:0412-345-678'],
  ])('%s → %s', (input, expected) => {
    expect(telHref(input)).toBe(expected)
  })
})
