import { LOCATION_CARD_IMAGE_HEIGHT_PX, type Location, telHref } from '@forecourt/domain'
import { useId } from 'react'
import { Button } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { Link } from '../link/Link.js'
import { OpeningHours } from '../opening-hours/OpeningHours.js'
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
  sundayByAppointment?: boolean
  headingLevel?: 2 | 3
  /** How far the location is from the shopper's postcode, e.g. '12 km away'; left out without it. */
  distanceLabel?: string | undefined
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
  sundayByAppointment,
  headingLevel = 3,
  distanceLabel,
}: LocationCardProps) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { address, contact_detail: contact } = location
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
        {contact.opening_hours.length > 0 && (
          <OpeningHours
            hours={contact.opening_hours}
            specialHours={location.special_hours}
            today={today}
            sundayByAppointment={sundayByAppointment}
          />
        )}
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
