// The query parameters of a search as the clients send them — an object (algoliasearch v5) or an
// URL-encoded `params` string (older clients, InstantSearch.js v3) — read into one typed shape.
import { SearchParameterError } from './filter-ast.js'

export interface SearchParams {
  query: string
  filters?: unknown
  facetFilters?: unknown
  numericFilters?: unknown
  tagFilters?: unknown
  facets: string[]
  maxValuesPerFacet?: number
  sortFacetValuesBy?: 'count' | 'alpha'
  page: number
  hitsPerPage?: number
  offset?: number
  length?: number
  attributesToRetrieve?: string[]
  attributesToHighlight?: string[]
  highlightPreTag: string
  highlightPostTag: string
  clickAnalytics: boolean
  /** Search for facet values. */
  facetQuery: string
  maxFacetHits: number
  /** Everything the client sent, for the `params` echo of the answer. */
  raw: Record<string, unknown>
}

/** Bounds of one query's text (issue 14 item 5): Algolia's own query limit is 512 characters. */
const MAX_QUERY_LENGTH = 512
const MAX_QUERY_WORDS = 32
const MAX_LIST_ENTRIES = 200
const MAX_TAG_LENGTH = 100

function boundedText(value: string, name: string): string {
  if (value.length > MAX_QUERY_LENGTH) {
    throw new SearchParameterError(`${name} is limited to ${MAX_QUERY_LENGTH} characters`)
  }
  if (value.split(/\s+/u).filter(Boolean).length > MAX_QUERY_WORDS) {
    throw new SearchParameterError(`${name} is limited to ${MAX_QUERY_WORDS} words`)
  }
  return value
}

function decodeParamsString(params: string): Record<string, unknown> {
  const decoded: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      decoded[key] = /^[[{]|^-?\d+(\.\d+)?$|^(true|false)$/.test(value) ? JSON.parse(value) : value
    } catch {
      decoded[key] = value
    }
  }
  return decoded
}

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') {
    const trimmed = value.trim()
    if (trimmed.startsWith('[')) {
      let parsed: unknown
      try {
        parsed = JSON.parse(trimmed)
      } catch {
        throw new SearchParameterError(`${name}: not a valid JSON list`)
      }
      return stringList(parsed, name)
    }
    return stringList(trimmed === '' ? [] : trimmed.split(',').map((part) => part.trim()), name)
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    if (value.length > MAX_LIST_ENTRIES)
      throw new SearchParameterError(`${name}: at most ${MAX_LIST_ENTRIES} entries`)
    return value as string[]
  }
  throw new SearchParameterError(`${name}: expected a list of strings`)
}

function integer(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const number = typeof value === 'string' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw new SearchParameterError(`${name} must be an integer between ${min} and ${max}`)
  }
  return number
}

export function readSearchParams(input: unknown): SearchParams {
  if (input !== undefined && (input === null || typeof input !== 'object' || Array.isArray(input))) {
    throw new SearchParameterError('Search parameters must be a JSON object')
  }
  const body = { ...((input ?? {}) as Record<string, unknown>) }
  const raw =
    typeof body.params === 'string' ? { ...decodeParamsString(body.params), ...withoutParams(body) } : body
  const query = raw.query ?? ''
  if (typeof query !== 'string') throw new SearchParameterError('query must be a string')
  const facetQuery = raw.facetQuery ?? ''
  if (typeof facetQuery !== 'string') throw new SearchParameterError('facetQuery must be a string')
  const sortFacetValuesBy = raw.sortFacetValuesBy
  if (sortFacetValuesBy !== undefined && sortFacetValuesBy !== 'count' && sortFacetValuesBy !== 'alpha') {
    throw new SearchParameterError("sortFacetValuesBy must be 'count' or 'alpha'")
  }
  boundedText(query, 'query')
  boundedText(facetQuery, 'facetQuery')
  const tag = (value: unknown, fallback: string) =>
    typeof value === 'string' ? value.slice(0, MAX_TAG_LENGTH) : fallback
  const params: SearchParams = {
    query,
    filters: raw.filters,
    facetFilters: raw.facetFilters,
    numericFilters: raw.numericFilters,
    tagFilters: raw.tagFilters,
    facets: stringList(raw.facets, 'facets') ?? [],
    page: integer(raw.page, 'page', 0, 100_000) ?? 0,
    highlightPreTag: tag(raw.highlightPreTag, '<em>'),
    highlightPostTag: tag(raw.highlightPostTag, '</em>'),
    clickAnalytics: raw.clickAnalytics === true || raw.clickAnalytics === 'true',
    facetQuery,
    maxFacetHits: integer(raw.maxFacetHits, 'maxFacetHits', 1, 100) ?? 10,
    raw,
  }
  if (sortFacetValuesBy) params.sortFacetValuesBy = sortFacetValuesBy
  const optional = {
    maxValuesPerFacet: integer(raw.maxValuesPerFacet, 'maxValuesPerFacet', 0, 1000),
    hitsPerPage: integer(raw.hitsPerPage, 'hitsPerPage', 0, 1000),
    offset: integer(raw.offset, 'offset', 0, 100_000),
    length: integer(raw.length, 'length', 0, 1000),
    attributesToRetrieve: stringList(raw.attributesToRetrieve, 'attributesToRetrieve'),
    attributesToHighlight: stringList(raw.attributesToHighlight, 'attributesToHighlight'),
  }
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (params as unknown as Record<string, unknown>)[key] = value
  }
  return params
}

function withoutParams(body: Record<string, unknown>): Record<string, unknown> {
  const { params: _params, ...rest } = body
  return rest
}

/** The parameters echoed in an answer's `params`, URL-encoded as Algolia echoes them. */
export function encodeParams(raw: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || key === 'indexName' || key === 'type') continue
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  return search.toString()
}
