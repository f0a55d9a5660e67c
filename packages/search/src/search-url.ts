// URL <-> search state for the search listing (spec §2 "Search listing"). State lives in the query
// string as InstantSearch writes it: `query`, `page`, `refinementList[attribute][i]=value`.
// Invariant: parseSearchUrl(createSearchUrl(state)) deep-equals state (tested with random states).
import { DEFAULT_SEARCH_PATH } from '@forecourt/domain'

/** The default listing path; the domain owns it (§2), this name stays for existing callers. */
export const DEFAULT_SEARCH_BASE_PATH = DEFAULT_SEARCH_PATH

export interface SearchState {
  query: string
  /** 1-based page; page 1 is never written to the URL. */
  page: number
  /** Selected values per facet attribute, e.g. `{ make: ['Toyota'] }`. */
  refinementList: Record<string, string[]>
}

export const EMPTY_SEARCH_STATE: SearchState = { query: '', page: 1, refinementList: {} }

const REFINEMENT_PARAM = /^refinementList\[([^\]]+)\]\[(\d+)\]$/

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => path.replace(/\/+$/, '')
  return trim(a) === trim(b)
}

/** The search state of a URL on the listing at `basePath`, or `null` when the URL is elsewhere. */
export function parseSearchUrl(url: URL, basePath: string = DEFAULT_SEARCH_BASE_PATH): SearchState | null {
  return samePath(url.pathname, basePath) ? parseSearchParams(url.searchParams) : null
}

/** The search state held by a listing's query string. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const state: SearchState = { query: params.get('query') ?? '', page: 1, refinementList: {} }
  const page = Number(params.get('page'))
  if (Number.isInteger(page) && page > 1) state.page = page
  const indexed: Record<string, [number, string][]> = {}
  for (const [key, value] of params) {
    const match = REFINEMENT_PARAM.exec(key)
    if (!match?.[1] || value === '') continue
    indexed[match[1]] ??= []
    indexed[match[1]]?.push([Number(match[2]), value])
  }
  for (const [attribute, entries] of Object.entries(indexed)) {
    state.refinementList[attribute] = entries.sort((a, b) => a[0] - b[0]).map(([, value]) => value)
  }
  return state
}

/** Path and query string for a state; the page parameter is omitted when it is 1 (spec §2). */
export function createSearchUrl(state: SearchState, basePath: string = DEFAULT_SEARCH_BASE_PATH): string {
  const params = new URLSearchParams()
  if (state.query) params.set('query', state.query)
  for (const [attribute, values] of Object.entries(state.refinementList)) {
    values.forEach((value, index) => {
      params.append(`refinementList[${attribute}][${index}]`, value)
    })
  }
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `${basePath}?${query}` : basePath
}
