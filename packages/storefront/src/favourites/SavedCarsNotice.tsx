import { familyProfileOf, type SiteConfig, siteSearchPath } from '@forecourt/domain'
import { Alert } from '@forecourt/ui/alert'
import { ButtonLink } from '@forecourt/ui/button-link'
import type { SavedCarsStatus } from './useSavedCars.js'

/**
 * What the saved-cars pages (/favourites, /compare) say instead of cars: loading before the browser
 * has read its favourites, a failed fetch, or 'No Saved Cars' and 'Get Started' to the search (§2).
 */
export function SavedCarsNotice({
  site,
  status,
  count,
}: {
  site: SiteConfig
  status: SavedCarsStatus
  /** Saved cars already on screen: while more load, they stay without a loading line. */
  count: number
}) {
  const words = familyProfileOf(site.template).vocabulary
  if (status === 'error') {
    return (
      <Alert tone="destructive" title={`Your saved ${words.plural} could not be loaded`}>
        Please try again in a moment.
      </Alert>
    )
  }
  if (count > 0) return null
  if (status === 'loading') {
    return (
      <>
        <p role="status">Loading your saved {words.plural}…</p>
        <noscript>
          <p>{words.savedHeading} are kept in this browser; turn on JavaScript to see them.</p>
        </noscript>
      </>
    )
  }
  return (
    <div className="fc-SavedEmpty">
      <p className="fc-SavedEmpty-message">{words.noSaved}</p>
      <ButtonLink href={siteSearchPath(site)}>Get Started</ButtonLink>
    </div>
  )
}
