import type { Location, SiteConfig } from '@forecourt/domain'
import { SiteLocations } from '../dealer-pages/SiteLocations.js'

export interface LocationPageProps {
  site: SiteConfig
  /** One location, or every location of a dealership (domain `locationsForSlug`). */
  locations: Location[]
  title: string
  today: string
}

/** /locations/{slug} (§2): one location as a card beside its map, or a dealership's locations as a grid. */
export function LocationPage({ site, locations, title, today }: LocationPageProps) {
  const [first] = locations
  return (
    <div className="fc-Page fc-LocationPage">
      <h1>{title}</h1>
      {locations.length === 1 && first ? (
        <SiteLocations site={site} locations={locations} selection={first.id} today={today} />
      ) : (
        <section aria-labelledby="location-list">
          <h2 id="location-list">Our locations</h2>
          <SiteLocations site={site} locations={locations} selection="all" today={today} />
        </section>
      )}
    </div>
  )
}
