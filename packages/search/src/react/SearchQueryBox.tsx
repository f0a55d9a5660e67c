import { type Currency, suggestionPrice } from '@forecourt/domain'
import { type FormEvent, useId, useState } from 'react'
import { useHits, useSearchBox } from 'react-instantsearch'

const SUGGESTIONS = 5

export interface SearchQueryBoxProps {
  currency: Currency
  /** Link of a suggested car. */
  hrefOf: (hit: Record<string, unknown>) => string
  /** A suggestion was chosen: the storefront reports event 29 (§2, §9). */
  onSuggestionClick?: (hit: Record<string, unknown>) => void
}

/**
 * Search as you type: each keystroke refines the query; the best matches show as suggestions with
 * image, name and a price only above 250 (§2, §9). The Search button submits (mobile, no-JS).
 */
export function SearchQueryBox({ currency, hrefOf, onSuggestionClick }: SearchQueryBoxProps) {
  const { query, refine } = useSearchBox()
  const { items } = useHits<Record<string, unknown>>()
  const [value, setValue] = useState(query)
  const [open, setOpen] = useState(false)
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setOpen(false)
    refine(value)
  }
  const suggestions = open && value.trim() ? items.slice(0, SUGGESTIONS) : []
  return (
    <search className="fc-search-box">
      <form onSubmit={submit} action="" method="get">
        <label htmlFor={id}>Search cars</label>
        <input
          id={id}
          name="query"
          type="search"
          value={value}
          autoComplete="off"
          aria-controls={`${id}-suggestions`}
          onChange={(event) => {
            setValue(event.target.value)
            setOpen(true)
            refine(event.target.value)
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        <button type="submit">Search</button>
        <ul id={`${id}-suggestions`} aria-label="Suggestions" hidden={suggestions.length === 0}>
          {suggestions.map((hit) => {
            const price = suggestionPrice(typeof hit.price === 'number' ? hit.price : null, currency)
            return (
              <li key={String(hit.objectID)}>
                <a href={hrefOf(hit)} onClick={() => onSuggestionClick?.(hit)}>
                  {typeof hit.primary_image_url === 'string' && (
                    <img src={hit.primary_image_url} alt="" width={64} height={48} loading="lazy" />
                  )}
                  <span>{String(hit.name)}</span>
                  {price && <span>{price}</span>}
                </a>
              </li>
            )
          })}
        </ul>
      </form>
    </search>
  )
}
