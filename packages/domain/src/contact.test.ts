import { describe, expect, it } from 'vitest'
import { isValidEmail, isValidPostcode, normalisePhone, PHONE_MESSAGE, validatePhone } from './contact.js'

describe('normalisePhone', () => {
  it.each([
    ['+61 412 345 678', '0412345678'],
    ['0061412345678', '0412345678'],
    ['+64 21 123 4567', '0211234567'],
    ['0064211234567', '0211234567'],
    ['(02) 9876-5432', '0298765432'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected)
  })
})

describe('validatePhone', () => {
  it.each([
    ['0412 345 678', undefined],
    ['+61412345678', undefined],
    ['(07) 3123 4567', undefined],
    ['1300 123 456', undefined],
    ['131 313', undefined],
    ['+64 21 123 4567', undefined],
    ['09 123 4567', undefined],
    ['0800 123 456', undefined],
    ['12345', PHONE_MESSAGE],
    ['0512 345 678', PHONE_MESSAGE],
    ['+1 555 123 4567', PHONE_MESSAGE],
  ])('%s', (input, expected) => {
    expect(validatePhone(input)).toBe(expected)
  })
})

describe('isValidPostcode', () => {
  it.each([
    ['4000', true],
    ['400', false],
    ['40000', false],
    ['40a0', false],
  ])('%s', (input, expected) => {
    expect(isValidPostcode(input)).toBe(expected)
  })
})

describe('isValidEmail', () => {
  it.each([
    ['shopper@example.com.au', true],
    ['shopper@example', false],
    ['no at sign', false],
  ])('%s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected)
  })
})
