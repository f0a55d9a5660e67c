import type { locationReviews } from '../db/schema.js'
import type { Random } from './prng.js'

export type LocationReviewRow = typeof locationReviews.$inferInsert

const AUTHORS = ['Sam W.', 'Priya K.', 'Tom H.', 'Aroha T.', 'Mei L.', 'Jack R.', 'Olivia B.', 'Liam N.']
const TEXTS = [
  'Easy, no-pressure purchase and the car was spotless on pick-up.',
  'Fair trade-in price and the finance was sorted the same day.',
  'Booked a test drive online and they had it ready when I arrived.',
  'Service team explained everything and finished early.',
  'Took a while to get a call back, but they made it right.',
]

/** Three recent reviews for a location card (§2), dated before the seed's reference date. */
export function locationReviewRows(random: Random, locationId: number): LocationReviewRow[] {
  return [0, 1, 2].map((index) => ({
    locationId,
    authorName: random.pick(AUTHORS),
    rating: random.weighted([
      [5, 6],
      [4, 3],
      [3, 1],
    ]),
    text: random.pick(TEXTS),
    date: `2026-10-${String(28 - index * 9).padStart(2, '0')}`,
  }))
}
