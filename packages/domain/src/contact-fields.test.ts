import { describe, expect, it } from 'vitest'
import { isValidEmail, validateEmail } from './email.js'
import {
  EMAIL_MESSAGE,
  GEOCODE_FAILED_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  watchlistRemovedToast,
  watchlistSavedToast,
} from './messages.js'
import { isValidPostcode, POSTCODE_MAX_LENGTH, validatePostcode } from './postcode.js'

describe('postcode (§5: exactly 4 digits)', () => {
  it.each([
    ['4-digit', '4000', true],
    ['leading zero NT', '0800', true],
    ['3-digit', '400', false],
    ['5-digit', '40000', false],
    ['letter', '40a0', false],
    ['empty', '', false],
  ])('%s %s', (_label, input, valid) => {
    expect(isValidPostcode(input)).toBe(valid)
    expect(validatePostcode(input)).toBe(valid ? undefined : POSTCODE_MESSAGE)
  })

  it('trims before validating and allows 4 characters', () => {
    expect(validatePostcode(' 2000 ')).toBeUndefined()
    expect(POSTCODE_MAX_LENGTH).toBe(4)
  })
})

describe('email (§5: basic pattern)', () => {
  it.each([
    ['shopper@example.com.au', true],
    [' shopper@example.co.nz ', true],
    ['shopper@example', false],
    ['no at sign', false],
    ['two@@example.com', false],
    ['spa ce@example.com', false],
  ])('%s', (input, valid) => {
    expect(isValidEmail(input)).toBe(valid)
    expect(validateEmail(input)).toBe(valid ? undefined : EMAIL_MESSAGE)
  })
})

describe('messages keep the product wording (§8)', () => {
  it.each([
    [REQUIRED_MESSAGE, '*This is a required field.'],
    [EMAIL_MESSAGE, 'invalid email address'],
    [POSTCODE_MESSAGE, 'Invalid postcode. Please enter a 4-digit number.'],
    [GEOCODE_FAILED_MESSAGE, 'Invalid postcode'],
    [UNEXPECTED_ERROR_MESSAGE, 'An unexpected error occured'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('watchlist toasts name the car and offer View List', () => {
    expect(watchlistSavedToast('2021 Toyota Corolla')).toEqual({
      title: 'Car Saved In Watchlist',
      description: '2021 Toyota Corolla is now available in your watchlist',
      action: 'View List',
    })
    expect(watchlistRemovedToast('2021 Toyota Corolla')).toEqual({
      title: 'Car Removed',
      description: '2021 Toyota Corolla is no longer in your watchlist',
      action: 'View List',
    })
  })
})
