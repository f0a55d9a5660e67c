// The location block of a storefront page (§2 Location block and Location card): the ui block with
// the site's links — Contact Us to the location's contact form, Get Directions, its map, Email Us
// to its email form, and 'View Location' to its page (or /contact for dealers whose location links
// go there, §2).
import {
  contactUsHref,
  directionsHref,
  emailUsHref,
  type Location,
  type LocationSelection,
  locationHref,
  type SiteConfig,
  shouldShowReviews,
} from '@forecourt/domain'
import { LocationBlock } from '@forecourt/ui/location-block'
import { mapEmbedUrl } from '../chrome/site-chrome.js'

export interface SiteLocationsProps {
  site: SiteConfig
  /** The locations to choose from; the site's own when not given. */
  locations?: readonly Location[]
  selection: LocationSelection
  today: string
  layout?: 'auto' | 'carousel'
  /** Leave out 'View Location' links that would lead back to this path. */
  currentPath?: string
  /** 'given' keeps the order of `locations` (nearest first) rather than the dealer's positions. */
  order?: 'position' | 'given'
  /** A line under each card's heading, e.g. '12 km away'. */
  distanceLabel?: (location: Location) => string | undefined
  /** Each card lists its reviews too, where the site shows reviews (a location's own page). */
  showReviewList?: boolean
}

export function SiteLocations({
  site,
  locations = site.locations,
  selection,
  today,
  layout,
  currentPath,
  order,
  distanceLabel,
  showReviewList,
}: SiteLocationsProps) {
  const card = site.config.location_card
  const linkContext = {
    hasManufacturer: Boolean(site.manufacturer),
    linksToContact: site.config.location_links_to_contact,
  }
  const viewHref = (location: Location) => {
    const href = locationHref(location.slug, linkContext)
    return href === currentPath ? undefined : href
  }
  return (
    <LocationBlock
      locations={locations}
      selection={selection}
      layout={layout}
      today={today}
      contactHref={(location) => contactUsHref(location.name)}
      directionsHref={(location) => directionsHref(location.address)}
      viewLocationHref={viewHref}
      emailUsHref={emailUsHref}
      mapUrl={(location) =>
        card.show_map
          ? (mapEmbedUrl(location, site.address?.map_key ?? location.address.map_key) ?? undefined)
          : undefined
      }
      showReviews={
        card.show_reviews &&
        shouldShowReviews(site.average_rating, {
          minRating: site.config.reviews.min_rating,
          hidden: site.config.reviews.hidden,
        })
      }
      showReviewList={showReviewList}
      sundayByAppointment={site.config.sunday_by_appointment}
      order={order}
      distanceLabel={distanceLabel}
    />
  )
}
