// facetFilters, numericFilters and tagFilters as the clients send them: a string, or an array whose
// nested arrays are ORed and whose top level is ANDed ([["make:Kia","make:Ford"],"car_type:used"]).
import { and, type FilterNode, or, SearchParameterError, TAGS_ATTRIBUTE } from './filter-ast.js'
import { parseFilters, parseNumericFilter } from './filter-parser.js'

type Nested = string | readonly (string | readonly string[])[]

/** Entries one of facetFilters, numericFilters or tagFilters may hold, and the length of each. */
const MAX_FILTER_ENTRIES = 500
const MAX_ENTRY_LENGTH = 1000

function bounded(entries: string[][], parameter: string): string[][] {
  let count = 0
  for (const group of entries) {
    count += group.length
    if (group.some((entry) => entry.length > MAX_ENTRY_LENGTH)) {
      throw new SearchParameterError(`${parameter}: each entry is limited to ${MAX_ENTRY_LENGTH} characters`)
    }
  }
  if (count > MAX_FILTER_ENTRIES) {
    throw new SearchParameterError(`${parameter}: at most ${MAX_FILTER_ENTRIES} entries`)
  }
  return entries
}

function parseJson(text: string, parameter: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new SearchParameterError(`${parameter}: not a valid JSON array`)
  }
}

function groups(value: unknown, parameter: string): string[][] {
  if (value === undefined || value === null) return []
  if (typeof value === 'string') {
    // The string form of facetFilters is a comma list (Algolia's legacy syntax); JSON arrays too.
    const trimmed = value.trim()
    if (trimmed.startsWith('[')) return groups(parseJson(trimmed, parameter), parameter)
    return bounded(trimmed ? trimmed.split(',').map((entry) => [entry.trim()]) : [], parameter)
  }
  if (!Array.isArray(value)) throw new SearchParameterError(`${parameter}: expected a string or an array`)
  return bounded(
    (value as Nested[]).map((entry) => {
      if (typeof entry === 'string') return [entry]
      if (Array.isArray(entry) && entry.every((item) => typeof item === 'string'))
        return [...entry] as string[]
      throw new SearchParameterError(`${parameter}: nested arrays may hold strings only`)
    }),
    parameter,
  )
}

/** 'make:Kia' → facet; '-make:Kia' → NOT facet; InstantSearch escapes a leading '-' in the value as '\-'. */
export function parseFacetFilter(entry: string): FilterNode {
  const negated = entry.startsWith('-')
  const body = negated ? entry.slice(1) : entry
  const colon = body.indexOf(':')
  if (colon <= 0) throw new SearchParameterError(`facetFilters: '${entry}' is not attribute:value`)
  let attribute = body.slice(0, colon)
  let value = body.slice(colon + 1)
  if (attribute.startsWith('"') && attribute.endsWith('"')) attribute = attribute.slice(1, -1)
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1)
  if (value.startsWith('\\-')) value = value.slice(1)
  const node: FilterNode = { kind: 'facet', attribute, value }
  return negated ? { kind: 'not', child: node } : node
}

function parseTagFilter(entry: string): FilterNode {
  const negated = entry.startsWith('-')
  const node: FilterNode = {
    kind: 'facet',
    attribute: TAGS_ATTRIBUTE,
    value: negated ? entry.slice(1) : entry,
  }
  return negated ? { kind: 'not', child: node } : node
}

export interface FilterParameters {
  filters?: unknown
  facetFilters?: unknown
  numericFilters?: unknown
  tagFilters?: unknown
}

/** Every filter parameter of a query ANDed into one tree; null when the query filters nothing. */
export function filterTree(parameters: FilterParameters): FilterNode | null {
  const parts: FilterNode[] = []
  if (parameters.filters !== undefined && parameters.filters !== null) {
    if (typeof parameters.filters !== 'string') throw new SearchParameterError('filters: expected a string')
    const parsed = parseFilters(parameters.filters)
    if (parsed) parts.push(parsed)
  }
  const add = (value: unknown, parameter: string, parse: (entry: string) => FilterNode) => {
    for (const group of groups(value, parameter)) {
      if (group.length > 0) parts.push(or(group.map(parse)))
    }
  }
  add(parameters.facetFilters, 'facetFilters', parseFacetFilter)
  add(parameters.numericFilters, 'numericFilters', parseNumericFilter)
  add(parameters.tagFilters, 'tagFilters', parseTagFilter)
  return parts.length === 0 ? null : and(parts)
}

/** Parses a whole filter string; re-exported so tests and the endpoint share one entry point. */
export { parseFilters }
