// The search page's query box once it has come alive (SearchQueryBox loads this module on the
// shopper's first approach): the suggesting form over the listing's own hits.
import { type FormEvent, useState } from 'react'
import { useHits, useSearchBox } from 'react-instantsearch'
import { DEFAULT_QUERY_LABEL, type SearchQueryBoxProps, THIS_LISTING } from './SearchQueryBox.js'
import { openHref, SUGGESTION_COUNT, SuggestionSearchForm, suggestionOfHit } from './SuggestionSearchForm.js'

/**
 * Search as you type on the search page: each keystroke refines the listing in place; its best
 * matches show as suggestions with image, name and a price only above 250 (§2, §9).
 */
export function SuggestingQueryBox({
  currency,
  hrefOf,
  onSuggestionClick,
  label = DEFAULT_QUERY_LABEL,
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
