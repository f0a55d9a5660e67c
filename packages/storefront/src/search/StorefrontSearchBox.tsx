// The search box of the storefront's pages (home hero, header banner): the search package's box
// wired to this site — its listing path and suffix, its search config, car links, event 29 and the
// app's router — so every page that shows one shows the same one.
import { familyProfileOf, type SiteConfig } from '@forecourt/domain'
import { initialSearchOf } from '@forecourt/search'
import { SiteSearchBox } from '@forecourt/search/react/site-search-box'
import '@forecourt/search/search-box.css'
import { useNavigate } from 'react-router'
import { track } from '../analytics.js'
import { carPath } from '../paths.js'

/** Link of a suggested car. */
export const suggestionHref = (hit: Record<string, unknown>) => carPath({ slug: String(hit.slug) })

/** §9 event 29: a search suggestion was clicked. */
export function reportSuggestionClick(hit: Record<string, unknown>): void {
  track({ eventId: 29, label: String(hit.name), carId: Number(hit.objectID) })
}

export interface StorefrontSearchBoxProps {
  site: SiteConfig
  /** The box sits on a search page: no site suffix there (§2). */
  onSearchPage?: boolean
  /** Read out but not shown, for a slot without room for a label (the top banner). */
  hideLabel?: boolean
}

export function StorefrontSearchBox({ site, onSearchPage = false, hideLabel }: StorefrontSearchBoxProps) {
  const navigate = useNavigate()
  const words = familyProfileOf(site.template).vocabulary
  return (
    <SiteSearchBox
      search={site.search}
      filters={site.search_filters}
      form={initialSearchOf(site, { onSearchPage })}
      currency={site.currency}
      label={words.searchBoxLabel}
      hideLabel={hideLabel}
      placeholder="Make, model or keyword"
      hrefOf={suggestionHref}
      onSuggestionClick={reportSuggestionClick}
      navigate={(href) => navigate(href)}
    />
  )
}
