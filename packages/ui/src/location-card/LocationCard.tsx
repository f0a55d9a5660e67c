import {
  formatHolidayDate,
  isBuyingLocation,
  LOCATION_CARD_IMAGE_HEIGHT_PX,
  type Location,
  locationSocialLinks,
  type Review,
  telHref,
} from '@forecourt/domain'
import { useId } from 'react'
import { Badge } from '../badge/Badge.js'
import { Button } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { Link } from '../link/Link.js'
import { OpeningHours } from '../opening-hours/OpeningHours.js'
import { SocialLinks } from '../private/SocialLinks.js'
import { StarRating } from '../star-rating/StarRating.js'
import './LocationCard.css'

export interface LocationCardProps {
  location: Location
  /** The dealer's local date 'yyyy-mm-dd', for holiday hours. */
  today: string
  /** Contact Us: the location's contact page (domain `contactUsHref` / `locationHref`). */
  contactHref: string
  /** Get Directions: a maps link to the address; the button is left out without it. */
  directionsHref?: string
  /** 'View Location' in carousels and grids; left out without it. */
  viewLocationHref?: string
  /** Email Us as a link to the location's email form (works without JavaScript); wins over `onEmailUs`. */
  emailUsHref?: string
  /** Opens an email-us dialog instead. Email Us shows only when the location has an email and one is given. */
  onEmailUs?: () => void
  /** Whether the site shows reviews here (domain `shouldShowReviews` with the site's settings). */
  showReviews?: boolean
  /** With `showReviews`, also lists the location's reviews (§3 reviews.list) — on its own page, say. */
  showReviewList?: boolean
  sundayByAppointment?: boolean
  headingLevel?: 2 | 3
  /** How far the location is from the shopper's postcode, e.g. '12 km away'; left out without it. */
  distanceLabel?: string | undefined
}

/** A review's date in the site's d/m/yyyy style (§9), machine-readable when it is a calendar date. */
function ReviewDate({ date }: { date: string }) {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0]
  return <time dateTime={day}>{formatHolidayDate(date)}</time>
}

function ReviewList({ reviews, headingLevel }: { reviews: Review[]; headingLevel: 3 | 4 }) {
  const headingId = useId()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <section className="fc-LocationCard-reviews" aria-labelledby={headingId}>
      <Heading id={headingId} className="fc-LocationCard-reviewsHeading">
        Reviews
      </Heading>
      <ul className="fc-LocationCard-reviewList">
        {reviews.map((review, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reviews carry no id; the list never reorders.
          <li key={index} className="fc-LocationCard-review">
            <p className="fc-LocationCard-reviewer">
              <span className="fc-LocationCard-reviewerName">{review.author_name}</span>
              {review.date && <ReviewDate date={review.date} />}
            </p>
            <StarRating average={review.rating} />
            {review.text && <p className="fc-LocationCard-reviewText">{review.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A dealer location (§2 "Location card"). Shows every field the location has, nothing it lacks. */
export function LocationCard({
  location,
  today,
  contactHref,
  directionsHref,
  viewLocationHref,
  emailUsHref,
  onEmailUs,
  showReviews = false,
  showReviewList = false,
  sundayByAppointment,
  headingLevel = 3,
  distanceLabel,
}: LocationCardProps) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { address, contact_detail: contact } = location
  const social = locationSocialLinks(location)
  const reviews = showReviews && showReviewList ? (location.reviews?.list ?? []) : []
  return (
    <article className="fc-LocationCard" aria-labelledby={headingId}>
      {location.image && (
        // Decorative: the heading already names the place.
        <img
          className="fc-LocationCard-image"
          src={location.image}
          alt=""
          height={LOCATION_CARD_IMAGE_HEIGHT_PX}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="fc-LocationCard-body">
        <Heading id={headingId} className="fc-LocationCard-title">
          {location.name}
        </Heading>
        {isBuyingLocation(location) && (
          // §3 location_subtype 'buying': the place that buys cars from shoppers.
          <p className="fc-LocationCard-tags">
            <Badge tone="brand">Buying location</Badge>
          </p>
        )}
        {distanceLabel && <p className="fc-LocationCard-distance">{distanceLabel}</p>}
        {showReviews && location.average_rating !== null && (
          <StarRating average={location.average_rating} count={location.review_count} />
        )}
        <address className="fc-LocationCard-address">
          {address.street}
          <br />
          {address.city} {address.state} {address.postcode}
        </address>
        <dl className="fc-LocationCard-contact">
          <div>
            <dt>Phone</dt>
            <dd>
              <Link href={telHref(contact.phone)}>{contact.phone}</Link>
            </dd>
          </div>
          {contact.landline_phone && (
            <div>
              <dt>Landline</dt>
              <dd>
                <Link href={telHref(contact.landline_phone)}>{contact.landline_phone}</Link>
              </dd>
            </div>
          )}
          {location.dealer_license_number && (
            <div>
              <dt>
                <abbr title="Dealer Licence">DL</abbr>
              </dt>
              <dd>{location.dealer_license_number}</dd>
            </div>
          )}
          {location.motor_vehicle_repairer && (
            <div>
              <dt>
                <abbr title="Motor Repairer Business licence">MRB</abbr>
              </dt>
              <dd>{location.motor_vehicle_repairer}</dd>
            </div>
          )}
        </dl>
        <SocialLinks
          links={social}
          label={`Follow ${location.name}`}
          className="fc-LocationCard-social"
          iconClassName="fc-LocationCard-icon"
          iconSize={20}
        />
        {contact.opening_hours.length > 0 && (
          <OpeningHours
            hours={contact.opening_hours}
            specialHours={location.special_hours}
            today={today}
            sundayByAppointment={sundayByAppointment}
          />
        )}
        {reviews.length > 0 && <ReviewList reviews={reviews} headingLevel={headingLevel === 2 ? 3 : 4} />}
        <div className="fc-LocationCard-actions">
          <ButtonLink href={contactHref} size="sm">
            Contact Us
          </ButtonLink>
          {directionsHref && (
            <ButtonLink href={directionsHref} size="sm" variant="secondary">
              Get Directions
            </ButtonLink>
          )}
          {contact.email && emailUsHref && (
            <ButtonLink href={emailUsHref} size="sm" variant="secondary">
              Email Us
            </ButtonLink>
          )}
          {contact.email && !emailUsHref && onEmailUs && (
            <Button size="sm" variant="secondary" onPress={onEmailUs}>
              Email Us
            </Button>
          )}
          {viewLocationHref && (
            <ButtonLink href={viewLocationHref} size="sm" variant="ghost">
              View Location
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  )
}
