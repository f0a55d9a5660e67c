import { describe, expect, it } from 'vitest'
import {
  RENTAL_TOO_LONG_MESSAGE,
  RETURN_BEFORE_PICK_UP_MESSAGE,
  rentalDatesProblem,
  rentalDays,
  rentalQuote,
} from './rental-quote.js'

const rates = { daily_rate: 79, weekly_rate: 420 }

describe('rentalQuote (weeks at the weekly rate, extra days capped at a week)', () => {
  it.each([
    // days, weeks, extra days, total
    [1, 0, 1, 79],
    [5, 0, 5, 395],
    [6, 0, 6, 420], // 6 × 79 = 474 > 420: a week is cheaper
    [7, 1, 0, 420],
    [8, 1, 1, 499],
    [13, 1, 6, 840],
    [14, 2, 0, 840],
    [365, 52, 1, 21_919],
  ])('%d days → %d weeks + %d days = $%d', (days, weeks, extraDays, total) => {
    expect(rentalQuote(rates, days)).toEqual({ days, weeks, extraDays, total })
  })

  it.each([0, -1, 366, 2.5, Number.NaN])('is null for %d days', (days) => {
    expect(rentalQuote(rates, days)).toBeNull()
  })
})

describe('rentalDays (pick-up to return)', () => {
  it.each([
    ['2026-12-01', '2026-12-01', 1],
    ['2026-12-01', '2026-12-02', 1],
    ['2026-12-01', '2026-12-08', 7],
    ['2026-12-30', '2027-01-02', 3],
    ['2027-02-27', '2027-03-01', 2],
    ['2026-12-02', '2026-12-01', null],
    ['2026-12-01', 'soon', null],
    ['2026-13-01', '2026-13-02', null],
  ])('%s → %s is %s days', (pickUp, returnDate, days) => {
    expect(rentalDays(pickUp, returnDate)).toBe(days)
  })
})

describe('rentalDatesProblem (returned after pick-up, within 365 days)', () => {
  it.each([
    ['an hour later', '2026-12-01T09:00', '2026-12-01T10:00', null],
    ['a week later', '2026-12-01T09:00', '2026-12-08T09:00', null],
    ['exactly 365 days', '2026-01-01T09:00', '2027-01-01T09:00', null],
    ['365 days and a minute', '2026-01-01T09:00', '2027-01-01T09:01', RENTAL_TOO_LONG_MESSAGE],
    ['at the same minute', '2026-12-01T09:00', '2026-12-01T09:00', RETURN_BEFORE_PICK_UP_MESSAGE],
    ['the day before', '2026-12-02T09:00', '2026-12-01T17:00', RETURN_BEFORE_PICK_UP_MESSAGE],
    ['with seconds', '2026-12-01T09:00:00', '2026-12-01T09:00:30', null],
    ['an empty return: its own field says so', '2026-12-01T09:00', '', null],
    ['a date without a time: its own field says so', '2026-12-01T09:00', '2026-12-02', null],
    ['an impossible date: its own field says so', '2026-12-01T09:00', '2026-13-40T09:00', null],
  ])('%s', (_label, pickUp, returnAt, problem) => {
    expect(rentalDatesProblem(pickUp, returnAt)).toBe(problem)
  })
})
