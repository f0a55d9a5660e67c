import { describe, expect, it } from 'vitest'
import { formatRating, ratingStars, ratingSummary, shouldShowReviews } from './reviews.js'

const kinds = (average: number) =>
  ratingStars(average)
    .map((star) => star.kind[0])
    .join('')

describe('ratingStars (§4: partial star only above 30 %)', () => {
  it.each([
    [5, 'fffff'],
    [4, 'ffffe'],
    [4.3, 'ffffe'],
    [3.3, 'fffee'],
    [4.31, 'ffffp'],
    [4.29, 'ffffe'],
    [4.7, 'ffffp'],
    [0, 'eeeee'],
    [0.5, 'peeee'],
    [-1, 'eeeee'],
    [6, 'fffff'],
  ])('%d → %s', (average, expected) => {
    expect(kinds(average)).toBe(expected)
  })

  it('fills the partial star by the fraction', () => {
    expect(ratingStars(4.6)[4]).toEqual({ kind: 'partial', fill: 0.6 })
  })
})

describe('shouldShowReviews (§9)', () => {
  it.each([
    [4.5, 4, false, true],
    [4, 4, false, false],
    [4.01, 4, false, true],
    [4.5, 4, true, false],
    [null, 0, false, false],
    [undefined, 0, false, false],
    [0.1, 0, false, true],
  ])('average %s, minimum %d, hidden %s → %s', (average, minRating, hidden, expected) => {
    expect(shouldShowReviews(average, { minRating, hidden })).toBe(expected)
  })
})

describe('rating text (§2: one decimal plus the count)', () => {
  it.each([
    [4.56, 128, '4.6', '4.6 (128 reviews)'],
    [5, 1, '5.0', '5.0 (1 review)'],
    [4.04, 0, '4.0', '4.0 (0 reviews)'],
  ])('%d, %d', (average, count, rating, summary) => {
    expect(formatRating(average)).toBe(rating)
    expect(ratingSummary(average, count)).toBe(summary)
  })
})
