import { formatRating, ratingStars, STAR_COUNT, type Star } from '@forecourt/domain'
import { useId } from 'react'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import './StarRating.css'

export interface StarRatingProps {
  /** Average rating, 0–5. */
  average: number
  /** Number of reviews; shown as '(312 reviews)' when given. */
  count?: number
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'

function StarIcon({ star, clipId }: { star: Star; clipId: string }) {
  const fill = star.kind === 'full' ? 1 : star.kind === 'partial' ? star.fill : 0
  return (
    <svg className="fc-StarRating-star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} className="fc-StarRating-empty" />
      {fill > 0 && (
        <>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={Math.round(2400 * fill) / 100} height="24" />
          </clipPath>
          <path d={STAR_PATH} className="fc-StarRating-filled" clipPath={`url(#${clipId})`} />
        </>
      )}
    </svg>
  )
}

/**
 * Review stars (§2, §4): one decimal and the review count; the partial-star rule (drawn only
 * above 30 %) comes from the domain's `ratingStars`.
 */
export function StarRating({ average, count }: StarRatingProps) {
  const id = useId()
  const stars = ratingStars(average)
  return (
    <span className="fc-StarRating">
      <span className="fc-StarRating-stars">
        {stars.map((star, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a star has no other identity than its place.
          <StarIcon key={index} star={star} clipId={`${id}-${index}`} />
        ))}
      </span>
      <span className="fc-StarRating-value">
        {formatRating(average)}
        <VisuallyHidden elementType="span"> out of {STAR_COUNT} stars</VisuallyHidden>
      </span>
      {count !== undefined && (
        <span className="fc-StarRating-count">
          ({count} {count === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </span>
  )
}
