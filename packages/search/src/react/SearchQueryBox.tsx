import type { Currency } from '@forecourt/domain'
import { type FormEvent, useState } from 'react'
import { useHits, useSearchBox } from 'react-instantsearch'
import type { InitialSearch } from '../initial-search.js'
import { openHref, SUGGESTION_COUNT, SuggestionSearchForm, suggestionOfHit } from './SuggestionSearchForm.js'

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

// Without JS the box reloads this listing with the query; no suffix on the search page (§2).
const THIS_LISTING: InitialSearch = { action: '', params: [] }

/**
 * Search as you type on the search page: each keystroke refines the listing in place; its best
 * matches show as suggestions with image, name and a price only above 250 (§2, §9).
 */
export function SearchQueryBox({
  currency,
  hrefOf,
  onSuggestionClick,
  label = 'Search cars',
  navigate,
}: SearchQueryBoxProps) {
  const { query, refine } = useSearchBox()
  const { items } = useHits<Record<string, unknown>>()
  const [value, setValue] = useState(query)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    refine(value)
  }
  const suggestions = value.trim()
    ? items.slice(0, SUGGESTION_COUNT).map((hit) => suggestionOfHit(hit, currency, hrefOf))
    : []
  return (
    <SuggestionSearchForm
      form={THIS_LISTING}
      label={label}
      inputValue={value}
      onInputChange={(next) => {
        setValue(next)
        refine(next)
      }}
      suggestions={suggestions}
      onSuggestionChosen={(suggestion) => {
        onSuggestionClick?.(suggestion.hit)
        openHref(suggestion.href, navigate)
      }}
      onSubmit={submit}
    />
  )
}
