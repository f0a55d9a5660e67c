import { useId } from 'react'
import { Link } from '../link/Link.js'
import { StarRating } from '../star-rating/StarRating.js'
import './DealerRatingBanner.css'

/** The widget's two variants (§2): 'V' for passenger vehicle dealers, 'N' for commercial. */
export type DealerRatingVariant = 'V' | 'N'

export interface DealerRatingBannerProps {
  variant: DealerRatingVariant
  dealerName: string
  /** The dealer's rating; left out when the site hides reviews or has none to show. */
  rating?: { average: number; count: number } | null
  /** Where shoppers read and leave reviews (the site's review profile). */
  reviewsHref?: string
}

const VARIANT_TEXT: Record<DealerRatingVariant, string> = {
  V: 'Passenger vehicle dealer',
  N: 'Commercial vehicle dealer',
}

/**
 * The footer's dealer rating banner (§2 'for one region (passenger V, commercial N)'): a static
 * badge naming the dealer's class, its star rating and a link to rate it — plain HTML, no
 * third-party script, so it renders on the server and reads the same to every assistive technology.
 */
export function DealerRatingBanner({ variant, dealerName, rating, reviewsHref }: DealerRatingBannerProps) {
  const headingId = useId()
  return (
    <aside className="fc-DealerRatingBanner" data-variant={variant} aria-labelledby={headingId}>
      <span className="fc-DealerRatingBanner-mark" aria-hidden="true">
        {variant}
      </span>
      <div className="fc-DealerRatingBanner-body">
        <h2 id={headingId} className="fc-DealerRatingBanner-title">
          Dealer rating
        </h2>
        <p className="fc-DealerRatingBanner-class">
          {VARIANT_TEXT[variant]} ({variant})
        </p>
        {rating && <StarRating average={rating.average} count={rating.count} />}
      </div>
      {reviewsHref && (
        <Link
          href={reviewsHref}
          isStandalone
          className="fc-DealerRatingBanner-link"
          target="_blank"
          rel="noopener noreferrer"
        >
          Rate {dealerName}
        </Link>
      )}
    </aside>
  )
}
