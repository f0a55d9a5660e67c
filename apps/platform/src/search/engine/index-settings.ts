// The index settings the engine honours, in Algolia's names and formats, and what they resolve to.
import { SearchParameterError } from './filter-ast.js'

export interface IndexSettings {
  searchableAttributes?: string[] | null
  attributesForFaceting?: string[] | null
  customRanking?: string[] | null
  /** Algolia's ranking formula; only `asc(x)`/`desc(x)` entries change anything here (sort replicas). */
  ranking?: string[] | null
  replicas?: string[] | null
  attributesToRetrieve?: string[] | null
  attributesToHighlight?: string[] | null
  hitsPerPage?: number
  maxValuesPerFacet?: number
  paginationLimitedTo?: number
  minWordSizefor1Typo?: number
  minWordSizefor2Typos?: number
  allowTyposOnNumericTokens?: boolean
  /** Anything else a client sets is kept and returned by GET settings, unused. */
  [other: string]: unknown
}

export const DEFAULT_SETTINGS = {
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
  paginationLimitedTo: 1000,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: true,
} as const

export interface FacetAttribute {
  attribute: string
  /** `searchable(x)`: search for facet values allowed. */
  searchable: boolean
  /** `filterOnly(x)`: filters work, no counts. */
  filterOnly: boolean
}

export function parseFacetAttributes(entries: readonly string[] | null | undefined): FacetAttribute[] {
  return (entries ?? []).map((entry) => {
    const match = /^(searchable|filterOnly|afterDistinct)\((.+)\)$/.exec(entry.trim())
    const attribute = match ? (match[2] as string).trim() : entry.trim()
    return { attribute, searchable: match?.[1] === 'searchable', filterOnly: match?.[1] === 'filterOnly' }
  })
}

export interface SearchableAttribute {
  attribute: string
  /** Rank of the attribute: entries that share a comma share a rank, as in Algolia. */
  rank: number
}

export function parseSearchableAttributes(
  entries: readonly string[] | null | undefined,
  fallback: () => string[],
): SearchableAttribute[] {
  const list = entries && entries.length > 0 ? entries : fallback()
  return list.flatMap((entry, rank) =>
    entry.split(',').map((part) => ({
      attribute: part
        .trim()
        .replace(/^unordered\((.+)\)$/, '$1')
        .trim(),
      rank,
    })),
  )
}

export interface SortCriterion {
  attribute: string
  direction: 'asc' | 'desc'
}

function criterion(entry: string): SortCriterion | null {
  const match = /^(asc|desc)\((.+)\)$/.exec(entry.trim())
  return match ? { direction: match[1] as 'asc' | 'desc', attribute: (match[2] as string).trim() } : null
}

/**
 * The order records take among equals: the sort criteria of `ranking` (a standard replica puts
 * `asc(price)` first) and then customRanking. Text relevance sits between them (see query.ts).
 */
export function sortCriteria(settings: IndexSettings): { leading: SortCriterion[]; custom: SortCriterion[] } {
  const parse = (entries: readonly string[] | null | undefined, name: string) =>
    (entries ?? []).flatMap((entry) => {
      const parsed = criterion(entry)
      if (parsed) return [parsed]
      if (name === 'customRanking')
        throw new SearchParameterError(`customRanking: '${entry}' is not asc(x) or desc(x)`)
      return []
    })
  return {
    leading: parse(settings.ranking, 'ranking'),
    custom: parse(settings.customRanking, 'customRanking'),
  }
}

/** A replica as listed on its primary: `name` (standard) or `virtual(name)`. */
export function replicaName(entry: string): string {
  return entry.replace(/^virtual\((.+)\)$/, '$1').trim()
}
