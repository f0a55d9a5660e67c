// The search box of any page but the search page (home hero, header banner): a real GET form to the
// site's listing (§2), and as the shopper types, cars suggested straight from the hosted search
// (§7: query, the site's filter, custom_rank descending — the index's own ranking). The search
// client loads on first focus or keystroke, so a page nobody searches from never downloads it.
import { type Currency, siteSearchIndex } from '@forecourt/domain'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { type InitialSearch, initialSearchHref } from '../initial-search.js'
import {
  openHref,
  SUGGESTION_COUNT,
  type Suggestion,
  SuggestionSearchForm,
  suggestionOfHit,
} from './SuggestionSearchForm.js'
import type { SiteSearchClient, SiteSearchConfig } from './site-search-client.js'

/** Keystrokes closer together than this make one suggestions search. */
export const SUGGESTION_DEBOUNCE_MS = 200

/** What a suggestion needs of a hit; nothing else is fetched. */
const SUGGESTION_ATTRIBUTES = ['name', 'slug', 'price', 'primary_image_url']

export interface SiteSearchBoxProps {
  /** The site's public search config (`site.search`); without it the box only submits. */
  search: SiteSearchConfig | undefined
  /** The site's own filter (`site.search_filters`), on top of what its key allows. */
  filters?: string | null | undefined
  /** From `initialSearchOf(site)`: the listing path and, off the search page, the suffix. */
  form: InitialSearch
  currency: Currency
  /** e.g. 'Search cars'. */
  label: string
  hideLabel?: boolean | undefined
  placeholder?: string | undefined
  /** Link of a suggested car. */
  hrefOf: (hit: Record<string, unknown>) => string
  /** A suggestion was chosen: the storefront reports event 29 (§2, §9). */
  onSuggestionClick?: ((hit: Record<string, unknown>) => void) | undefined
  /** The app's router: opens the listing or a car without a reload. Without it the form's GET
   * goes ahead and a suggestion loads its page. */
  navigate?: ((href: string) => void) | undefined
}

export function SiteSearchBox({
  search,
  filters,
  form,
  currency,
  label,
  hideLabel,
  placeholder,
  hrefOf,
  onSuggestionClick,
  navigate,
}: SiteSearchBoxProps) {
  const [query, setQuery] = useState('')
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([])
  const client = useRef<Promise<SiteSearchClient> | null>(null)
  const latest = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const loadClient = () => {
    if (!search) return null
    client.current ??= import('./site-search-client.js').then(
      (module) => module.createSiteSearchClient(search),
      (error: unknown) => {
        client.current = null // a failed download is tried again on the next keystroke
        throw error
      },
    )
    return client.current
  }

  const suggest = async (text: string, request: number) => {
    try {
      const searchClient = await loadClient()
      if (!searchClient || !search) return
      const { results } = await searchClient.searchForHits<Record<string, unknown>>({
        requests: [
          {
            indexName: siteSearchIndex(search),
            query: text,
            hitsPerPage: SUGGESTION_COUNT,
            attributesToRetrieve: SUGGESTION_ATTRIBUTES,
            attributesToHighlight: [],
            ...(filters ? { filters } : {}),
          },
        ],
      })
      if (request !== latest.current) return
      const hits = results[0]?.hits ?? []
      setSuggestions(hits.map((hit) => suggestionOfHit(hit, currency, hrefOf)))
    } catch (error) {
      // No suggestions is the fallback: the box still searches on submit.
      if (request === latest.current) setSuggestions([])
      console.warn('[search] suggestions unavailable', error)
    }
  }

  // Each pause in typing asks for suggestions once; an answer to an older query is dropped.
  const changeQuery = (next: string) => {
    setQuery(next)
    clearTimeout(timer.current)
    const request = ++latest.current
    const text = next.trim()
    if (!text || !search) {
      setSuggestions([])
      return
    }
    timer.current = setTimeout(() => void suggest(text, request), SUGGESTION_DEBOUNCE_MS)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!navigate) return
    event.preventDefault()
    navigate(initialSearchHref(form, query))
  }

  return (
    <SuggestionSearchForm
      form={form}
      label={label}
      hideLabel={hideLabel}
      placeholder={placeholder}
      inputValue={query}
      onInputChange={changeQuery}
      suggestions={suggestions}
      onSuggestionChosen={(suggestion) => {
        onSuggestionClick?.(suggestion.hit)
        openHref(suggestion.href, navigate)
      }}
      onSubmit={submit}
      onFocus={loadClient}
    />
  )
}
