// The search box of the storefront's pages (home hero, header banner), so every page that shows one
// shows the same one. Server-rendered and on first load it is a plain GET form to the site's
// listing, which works with or without JavaScript; the box that suggests cars as the shopper types
// (SuggestingSearchBox) is downloaded when the shopper first points at or focuses the form, and
// takes its place with what they have typed so far (the search package's DeferredSearchBox).
import { familyProfileOf, type SiteConfig } from '@forecourt/domain'
import { initialSearchHref, initialSearchOf } from '@forecourt/search'
import { DeferredSearchBox } from '@forecourt/search/react/deferred-search-box'
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

export const SEARCH_BOX_PLACEHOLDER = 'Make, model or keyword'

export interface StorefrontSearchBoxProps {
  site: SiteConfig
  /** The box sits on a search page: no site suffix there (§2). */
  onSearchPage?: boolean
  /** Read out but not shown, for a slot without room for a label (the top banner). */
  hideLabel?: boolean
}

const loadSuggestingBox = () =>
  import('./SuggestingSearchBox.js').then((module) => module.SuggestingSearchBox)

export function StorefrontSearchBox(props: StorefrontSearchBoxProps) {
  const { site, onSearchPage = false, hideLabel = false } = props
  const navigate = useNavigate()
  const form = initialSearchOf(site, { onSearchPage })
  return (
    <DeferredSearchBox
      form={form}
      label={familyProfileOf(site.template).vocabulary.searchBoxLabel}
      hideLabel={hideLabel}
      placeholder={SEARCH_BOX_PLACEHOLDER}
      onSubmit={(query) => navigate(initialSearchHref(form, query))}
      load={loadSuggestingBox}
      boxProps={props}
    />
  )
}
