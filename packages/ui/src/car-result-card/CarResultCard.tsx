import {
  availabilityOf,
  availabilityTag,
  type Car,
  type Currency,
  carSearchAttributes,
  type FinanceEstimate,
  formatPercent,
  formatPrice,
  formatWeekly,
  isAvailable,
  isNewArrival,
  isTestDriveOnly,
  NEW_TAG,
  TEST_DRIVE_ONLY_TAGS,
} from '@forecourt/domain'
import { useId } from 'react'
import { ToggleButton } from 'react-aria-components/ToggleButton'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { Button } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { financeTerms } from '../private/financeTerms.js'
import './CarResultCard.css'
import { HeartIcon } from '../private/HeartIcon.js'

/** A photo at the image CDN's widths (§7): the fallback address, the srcset and the slot's sizes. */
export interface CarResultCardImage {
  src: string
  srcSet: string
  sizes: string
}

export interface CarResultCardProps {
  car: Car
  /** The car's detail page. */
  href: string
  currency: Currency
  /** The request's clock, passed in so server and client agree on the New tag. */
  now: Date
  /** Opens the quick enquiry form; Quick Enquiry shows only for available cars, when this or `quickEnquiryHref` is given. */
  onQuickEnquiry?: () => void
  /** Quick Enquiry as a link to the car's enquiry form, so it works without JavaScript. */
  quickEnquiryHref?: string
  /** Opens the find-me-something-similar enquiry; without it the prompt links to `findSimilarHref`. */
  onFindSimilar?: () => void
  /** Where 'Find Me Something Similar' goes when there is no callback; defaults to `href`. */
  findSimilarHref?: string
  /** The heading level inside the results list: 2 when the list has no heading of its own. */
  headingLevel?: 2 | 3
  /**
   * The photo from the image CDN; null shows 'Photo coming soon'. Without it the card shows the
   * car's primary_image_url as given, at one size.
   */
  image?: CarResultCardImage | null
  /** 'eager' for the first row of results (the LCP image), 'lazy' below the fold. */
  loading?: 'eager' | 'lazy'
  /** The optional weekly finance strip (§2), from the domain's `financeEstimate` and the site's rates. */
  finance?: FinanceEstimate
  /** Opens the finance info and disclaimer dialog; a 'Finance disclaimer' button shows when given. */
  onFinanceInfo?: () => void
  /** The favourite control (§2, §4 toggle); shown when given (the storefront asks domain `canShowFavourite`). */
  favourite?: { isSelected: boolean; onChange: (isSelected: boolean) => void }
  /** The chips under the title, in order; defaults to a car's (§9: type, body, km, transmission, stock number). */
  attributes?: readonly { attribute: string; label: string }[]
  /** The headline price, formatted; defaults to the car's price and price type. */
  price?: { amount: string; note: string }
}

type TagTone = 'new' | 'coming-soon' | 'reserved' | 'sold' | 'test-drive' | 'neutral'

interface CarTag {
  label: string
  tone: TagTone
}

/** The tags of §2 and §4, in the order a shopper scans them. */
const AVAILABILITY_TONES = {
  in_stock: 'neutral',
  coming_soon: 'coming-soon',
  reserved: 'reserved',
  sold: 'sold',
} as const

function tagsFor(car: Car, now: Date): CarTag[] {
  const tags: CarTag[] = []
  if (isNewArrival(car, now)) tags.push({ label: NEW_TAG, tone: 'new' })
  const availability = availabilityOf(car)
  const availabilityLabel = availabilityTag(availability)
  if (availabilityLabel) tags.push({ label: availabilityLabel, tone: AVAILABILITY_TONES[availability] })
  if (isTestDriveOnly(car)) {
    // Both spellings of the tag read the same to a shopper.
    tags.push({ label: TEST_DRIVE_ONLY_TAGS[0], tone: 'test-drive' })
  } else if (car.tag && !tags.some((tag) => tag.label.toLowerCase() === car.tag?.toLowerCase())) {
    // Other dealer tags ('Special', 'Pre-order') show as they are written.
    tags.push({ label: car.tag, tone: 'neutral' })
  }
  return tags
}

/**
 * The weekly estimate with its interest rate and, at the same size, the comparison rate: the
 * National Credit Code requires both wherever a repayment is advertised (notes/au-nz-rules.md).
 */
function FinanceStrip({
  estimate,
  currency,
  onFinanceInfo,
}: {
  estimate: FinanceEstimate
  currency: Currency
  onFinanceInfo?: () => void
}) {
  return (
    <div className="fc-CarResultCard-finance">
      <p className="fc-CarResultCard-weekly">
        <span className="fc-CarResultCard-weeklyAmount">{formatWeekly(estimate.weekly, currency)}*</span>{' '}
        <span>
          {formatPercent(estimate.annualRate)} p.a. interest rate, {formatPercent(estimate.comparisonRate)}{' '}
          p.a. comparison rate*
        </span>
      </p>
      <p className="fc-CarResultCard-financeTerms">{financeTerms(estimate, currency)}</p>
      {onFinanceInfo && (
        <Button variant="ghost" size="sm" className="fc-CarResultCard-financeInfo" onPress={onFinanceInfo}>
          Finance disclaimer
        </Button>
      )}
    </div>
  )
}

/** A search result (§2 "Search result card"). */
export function CarResultCard({
  car,
  href,
  currency,
  now,
  onQuickEnquiry,
  quickEnquiryHref,
  onFindSimilar,
  findSimilarHref,
  headingLevel = 3,
  image,
  loading = 'lazy',
  finance,
  onFinanceInfo,
  favourite,
  attributes = carSearchAttributes(car),
  price = { amount: formatPrice(car.price, currency), note: car.price_type },
}: CarResultCardProps) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const availability = availabilityOf(car)
  // §4: sold and reserved cars are unavailable and offer Find Me Something Similar instead.
  const available = isAvailable(car)
  const tags = tagsFor(car, now)
  const subtitle = [car.badge, car.series].filter(Boolean).join(' ')
  // §2 and §4: an available car is explored; a sold or reserved one can still have its details viewed.
  const viewLabel = available ? 'Explore Vehicle' : 'View Details'
  // The car's name follows each action for screen-reader link lists, where 21 identical
  // 'View Details' would be useless; it stays invisible so the visible label leads (WCAG 2.5.3).
  const forCar = <VisuallyHidden elementType="span"> for {car.name}</VisuallyHidden>
  const photo = image === undefined ? (car.primary_image_url ? { src: car.primary_image_url } : null) : image

  return (
    <article className="fc-CarResultCard" aria-labelledby={headingId} data-availability={availability}>
      <div className="fc-CarResultCard-media">
        {photo ? (
          <img
            className="fc-CarResultCard-image"
            src={photo.src}
            srcSet={'srcSet' in photo ? photo.srcSet : undefined}
            sizes={'sizes' in photo ? photo.sizes : undefined}
            alt={car.name}
            width={640}
            height={480}
            loading={loading}
            fetchPriority={loading === 'eager' ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className="fc-CarResultCard-placeholder">Photo coming soon</div>
        )}
        {tags.length > 0 && (
          <ul className="fc-CarResultCard-tags" aria-label="Status">
            {tags.map((tag) => (
              <li key={tag.label} className="fc-CarResultCard-tag" data-tone={tag.tone}>
                {tag.label}
              </li>
            ))}
          </ul>
        )}
        {favourite && (
          <ToggleButton
            className="fc-CarResultCard-favourite"
            isSelected={favourite.isSelected}
            onChange={favourite.onChange}
            aria-label={`Favourite ${car.name}`}
          >
            <HeartIcon filled={favourite.isSelected} />
          </ToggleButton>
        )}
      </div>
      <div className="fc-CarResultCard-body">
        <Heading id={headingId} className="fc-CarResultCard-title">
          {car.name}
        </Heading>
        {subtitle && <p className="fc-CarResultCard-subtitle">{subtitle}</p>}
        <ul className="fc-CarResultCard-attributes" aria-label="Key details">
          {attributes.map(({ attribute, label }) => (
            <li key={attribute} className="fc-CarResultCard-attribute">
              {label}
            </li>
          ))}
        </ul>
        <p className="fc-CarResultCard-price">
          <span className="fc-CarResultCard-amount">{price.amount}</span>{' '}
          <span className="fc-CarResultCard-priceType">{price.note}</span>
        </p>
        {finance && <FinanceStrip estimate={finance} currency={currency} onFinanceInfo={onFinanceInfo} />}
        <div className="fc-CarResultCard-actions">
          <ButtonLink
            href={href}
            variant={available ? 'primary' : 'secondary'}
            size="sm"
            className="fc-CarResultCard-primaryLink"
          >
            {viewLabel}
            {forCar}
          </ButtonLink>
          {available &&
            (onQuickEnquiry ? (
              <Button variant="secondary" size="sm" onPress={onQuickEnquiry}>
                Quick Enquiry{forCar}
              </Button>
            ) : (
              quickEnquiryHref && (
                <ButtonLink href={quickEnquiryHref} variant="secondary" size="sm">
                  Quick Enquiry{forCar}
                </ButtonLink>
              )
            ))}
          {!available &&
            (onFindSimilar ? (
              <Button variant="primary" size="sm" onPress={onFindSimilar}>
                Find Me Something Similar{forCar}
              </Button>
            ) : (
              <ButtonLink href={findSimilarHref ?? href} variant="primary" size="sm">
                Find Me Something Similar{forCar}
              </ButtonLink>
            ))}
        </div>
      </div>
    </article>
  )
}
