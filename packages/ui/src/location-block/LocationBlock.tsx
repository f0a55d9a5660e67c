import {
  type Location,
  type LocationSelection,
  locationBlockLayout,
  locationCarouselLayout,
  locationGridColumns,
  selectLocations,
} from '@forecourt/domain'
import { type CSSProperties, useId } from 'react'
import { Carousel } from '../carousel/Carousel.js'
import { LocationCard, type LocationCardProps } from '../location-card/LocationCard.js'
import './LocationBlock.css'

type PerLocation<T> = (location: Location) => T

export interface LocationBlockProps {
  /** The site's locations; the block picks from them by `selection`. */
  locations: readonly Location[]
  /** Primary, sales, service, parts, service-and-parts, all, or one location id (§2). */
  selection: LocationSelection
  /** 'auto': one location as a card with its map, several as a grid; 'carousel': 'Our Locations'. */
  layout?: 'auto' | 'carousel'
  /** The dealer's local date 'yyyy-mm-dd', for holiday hours. */
  today: string
  contactHref: PerLocation<string>
  directionsHref?: PerLocation<string | undefined>
  /** 'View Location' on each card of a grid or carousel. */
  viewLocationHref?: PerLocation<string | undefined>
  /** The embedded map for a single location (an iframe address from the site's map settings). */
  mapUrl?: PerLocation<string | undefined>
  /** Email Us as a link to each location's email form. */
  emailUsHref?: PerLocation<string | undefined>
  /** Email Us opening a dialog instead. */
  onEmailUs?: (location: Location) => void
  showReviews?: boolean
  /** With `showReviews`, each card lists its reviews too (§3 reviews.list). */
  showReviewList?: boolean
  sundayByAppointment?: boolean
  /** 'position' (the dealer's order), or 'given': the order of `locations`, e.g. nearest first. */
  order?: 'position' | 'given'
  /** A line under each card's heading, e.g. '12 km away' (domain `distanceLabel`). */
  distanceLabel?: PerLocation<string | undefined>
}

/**
 * The location block (§2): the locations a selection names, from the domain's `selectLocations`;
 * none shows nothing (§8), one a card beside its map, several a grid whose columns follow the
 * domain's count rule (§9), or the 'Our Locations' carousel with its 'Swipe' hint rule.
 */
export function LocationBlock({
  locations,
  selection,
  layout = 'auto',
  today,
  contactHref,
  directionsHref,
  viewLocationHref,
  mapUrl,
  emailUsHref,
  onEmailUs,
  showReviews,
  showReviewList,
  sundayByAppointment,
  order = 'position',
  distanceLabel,
}: LocationBlockProps) {
  const headingId = useId()
  const picked = selectLocations(locations, selection)
  const selected = order === 'given' ? locations.filter((location) => picked.includes(location)) : picked
  const shape = locationBlockLayout(selected.length)
  if (shape === 'none') return null

  const cardProps = (location: Location, withViewLink: boolean): LocationCardProps => ({
    location,
    today,
    contactHref: contactHref(location),
    directionsHref: directionsHref?.(location),
    viewLocationHref: withViewLink ? viewLocationHref?.(location) : undefined,
    emailUsHref: emailUsHref?.(location),
    onEmailUs: onEmailUs ? () => onEmailUs(location) : undefined,
    showReviews,
    showReviewList,
    sundayByAppointment,
    distanceLabel: distanceLabel?.(location),
  })

  if (layout === 'carousel') {
    const carousel = locationCarouselLayout(selected.length)
    return (
      <section className="fc-LocationBlock" aria-labelledby={headingId}>
        <h2 id={headingId} className="fc-LocationBlock-title">
          {carousel.title}
        </h2>
        <Carousel
          label={carousel.title}
          perView={{ base: 1, md: 2, lg: 3 }}
          swipeHint={{ hideOnLargeScreens: carousel.hideSwipeHintOnLargeScreens }}
          slides={selected.map((location) => ({
            key: String(location.id),
            content: <LocationCard {...cardProps(location, true)} />,
          }))}
        />
      </section>
    )
  }

  if (shape === 'card') {
    const location = selected[0] as Location
    const map = mapUrl?.(location)
    return (
      <div className="fc-LocationBlock" data-layout="card">
        <LocationCard {...cardProps(location, false)} headingLevel={2} />
        {map && (
          <iframe
            className="fc-LocationBlock-map"
            src={map}
            title={`Map of ${location.name}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        )}
      </div>
    )
  }

  const style = { '--fc-location-columns': locationGridColumns(selected.length) } as CSSProperties
  return (
    <ul className="fc-LocationBlock fc-LocationBlock-grid" data-layout="grid" style={style}>
      {selected.map((location) => (
        <li key={location.id}>
          <LocationCard {...cardProps(location, true)} />
        </li>
      ))}
    </ul>
  )
}
