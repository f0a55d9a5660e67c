// The search page's query box: a plain form over this listing until the shopper approaches it,
// then search as you type with suggestions (SuggestingQueryBox, loaded then: the combobox is not
// part of the search page's first load).
import type { Currency } from '@forecourt/domain'
import { useSearchBox } from 'react-instantsearch'
import type { InitialSearch } from '../initial-search.js'
import { DeferredSearchBox } from './DeferredSearchBox.js'

export interface SearchQueryBoxProps {
  currency: Currency
  /** Link of a suggested car. */
  hrefOf: (hit: Record<string, unknown>) => string
  /** A suggestion was chosen: the storefront reports event 29 (§2, §9). */
  onSuggestionClick?: ((hit: Record<string, unknown>) => void) | undefined
  /** e.g. 'Search trucks'; 'Search cars' by default. */
  label?: string | undefined
  /** The app's router, to open a chosen car without a reload. */
  navigate?: ((href: string) => void) | undefined
}

export const DEFAULT_QUERY_LABEL = 'Search cars'

// Without JS the box reloads this listing with the query; no suffix on the search page (§2).
export const THIS_LISTING: InitialSearch = { action: '', params: [] }

const loadSuggestingQueryBox = () =>
  import('./SuggestingQueryBox.js').then((module) => module.SuggestingQueryBox)

export function SearchQueryBox(props: SearchQueryBoxProps) {
  // The search box widget is mounted from the start, so a ?query= in the URL is part of the search
  // before the suggesting box arrives.
  const { query, refine } = useSearchBox()
  return (
    <DeferredSearchBox
      form={THIS_LISTING}
      label={props.label ?? DEFAULT_QUERY_LABEL}
      defaultValue={query}
      onSubmit={refine}
      load={loadSuggestingQueryBox}
      boxProps={props}
    />
  )
}
