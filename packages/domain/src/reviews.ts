/** A partial star is drawn only when the fractional part is strictly above this (§4). */
const PARTIAL_STAR_THRESHOLD = 0.3
export const STAR_COUNT = 5

export type Star = { kind: 'full' } | { kind: 'partial'; fill: number } | { kind: 'empty' }

/**
 * Five stars for an average rating (§4): whole stars full, the next one partial only when the
 * fractional part is above 30 % (filled by that fraction), the rest empty. The fraction is rounded
 * to two places first so 4.3 counts as exactly 0.3, not 0.2999….
 */
export function ratingStars(average: number): Star[] {
  const clamped = Math.min(STAR_COUNT, Math.max(0, average))
  const whole = Math.floor(clamped)
  const fraction = Math.round((clamped - whole) * 100) / 100
  return Array.from({ length: STAR_COUNT }, (_, index): Star => {
    if (index < whole) return { kind: 'full' }
    if (index === whole && fraction > PARTIAL_STAR_THRESHOLD) return { kind: 'partial', fill: fraction }
    return { kind: 'empty' }
  })
}

export interface ReviewVisibility {
  /** Site's minimum average before reviews show (site config). */
  minRating: number
  /** Site hides reviews altogether (site config). */
  hidden: boolean
}

/** Reviews show only when the average exceeds the configured minimum and they are not hidden (§9). */
export function shouldShowReviews(average: number | null | undefined, visibility: ReviewVisibility): boolean {
  return !visibility.hidden && average != null && average > visibility.minRating
}

/** The average with one decimal: 4.56 → '4.6' (§2). */
export function formatRating(average: number): string {
  return average.toFixed(1)
}

/** '4.6 (128 reviews)' — one decimal plus the review count (§2); '1 review' in the singular. */
export function ratingSummary(average: number, count: number): string {
  return `${formatRating(average)} (${count} ${count === 1 ? 'review' : 'reviews'})`
}
