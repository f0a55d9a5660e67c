// Where a search box outside the search page sends the shopper (§2): the site's listing path with
// the query as a parameter and, on a non-search page, the site's own suffix appended.
//
// The suffix (`config.search_suffix`) is search state in the listing's query-string vocabulary,
// e.g. `refinementList[car_type][0]=used`: search state lives in the query string (§2), so an
// appended suffix lands on a listing the search route already understands, shows as a filter chip
// the shopper can clear, and needs no path of its own. The shopper's query always wins over one
// in the suffix, and an initial search is page 1, so neither `query` nor `page` is taken from it.
import { type SiteConfig, siteSearchPath } from '@forecourt/domain'

/** A search form: GET to `action` with `query` first, then `params` (hidden fields without JS). */
export interface InitialSearch {
  action: string
  params: readonly (readonly [name: string, value: string])[]
}

export interface InitialSearchOptions {
  /** The box sits on the search page itself: no suffix there (§2 'on a non-search page'). */
  onSearchPage?: boolean
}

const NOT_FROM_SUFFIX = new Set(['query', 'page'])

/** The search parameters a suffix stands for, ignoring a leading '?' or '&' and empty values. */
export function searchSuffixParams(suffix: string | null | undefined): [string, string][] {
  if (!suffix?.trim()) return []
  const params = new URLSearchParams(suffix.trim().replace(/^[?&]+/, ''))
  return [...params].filter(([name, value]) => name !== '' && value !== '' && !NOT_FROM_SUFFIX.has(name))
}

/** The search form of a site's box: its listing path (§2), plus its suffix off the search page. */
export function initialSearchOf(
  site: Pick<SiteConfig, 'search_path' | 'template' | 'config'>,
  { onSearchPage = false }: InitialSearchOptions = {},
): InitialSearch {
  return {
    action: siteSearchPath(site),
    params: onSearchPage ? [] : searchSuffixParams(site.config.search_suffix),
  }
}

/** The URL a submitted box goes to: what the form sends without JS, minus an empty query. */
export function initialSearchHref(search: InitialSearch, query: string): string {
  const params = new URLSearchParams()
  const trimmed = query.trim()
  if (trimmed) params.set('query', trimmed)
  for (const [name, value] of search.params) params.append(name, value)
  const encoded = params.toString()
  return encoded ? `${search.action}?${encoded}` : search.action
}
