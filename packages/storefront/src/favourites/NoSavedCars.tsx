import { NO_SAVED_CARS_MESSAGE, type SiteConfig, siteSearchPath } from '@forecourt/domain'
import { ButtonLink } from '@forecourt/ui/button-link'

/** The empty state of the saved-cars pages: 'No Saved Cars' and 'Get Started' to the search (§2). */
export function NoSavedCars({ site }: { site: SiteConfig }) {
  return (
    <div className="fc-saved-empty">
      <p className="fc-saved-empty__message">{NO_SAVED_CARS_MESSAGE}</p>
      <ButtonLink href={siteSearchPath(site)}>Get Started</ButtonLink>
    </div>
  )
}

/** What the saved-cars pages say before the browser has read its favourites. */
export function SavedCarsLoading() {
  return (
    <>
      <p role="status">Loading your saved cars…</p>
      <noscript>
        <p>Saved cars are kept in this browser; turn on JavaScript to see them.</p>
      </noscript>
    </>
  )
}
