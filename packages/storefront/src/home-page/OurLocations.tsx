import type { SiteConfig } from '@forecourt/domain'
import { SiteLocations } from '../dealer-pages/SiteLocations.js'
import { useFrameData } from '../frame/frame-data.js'

/** §2: a dealer with several locations gets the 'Our Locations' carousel, each with 'View Location'. */
export function OurLocations({ site }: { site: SiteConfig }) {
  // The dealer's date for holiday hours on the location cards, from the frame's loader.
  const today = useFrameData()?.today
  if (!today || site.locations.length < 2) return null
  return <SiteLocations site={site} selection="all" today={today} layout="carousel" />
}
