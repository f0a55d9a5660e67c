// One search against one index view: filters and text to a candidate bitset, hits in rank order,
// exact facet counts and facets_stats, highlighting — Algolia's answer shape.
import { randomBytes } from 'node:crypto'
import { andInto, type Bitset, countBits, forEachBit, hasBit } from './bitset.js'
import { and, type FilterNode } from './filter-ast.js'
import { evaluateFilter } from './filter-evaluation.js'
import { filterTree } from './filter-parameters.js'
import { type HighlightResult, type HighlightTree, highlightValue, type TypoRules } from './highlight.js'
import { DEFAULT_SETTINGS, type IndexSettings, sortCriteria } from './index-settings.js'
import type { IndexRecord, RecordStore } from './record-store.js'
import { encodeParams, type SearchParams } from './search-params.js'
import { valueAt } from './text-index.js'
import { matchText, type TextMatch } from './text-match.js'

export interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

export interface SearchResponse {
  hits: Record<string, unknown>[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  exhaustiveNbHits: true
  exhaustiveFacetsCount: true
  exhaustive: { nbHits: true; facetsCount: true; typo: true }
  query: string
  params: string
  index: string
  processingTimeMS: number
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, FacetStats>
  queryID?: string
  renderingContent: Record<string, never>
}

export interface IndexView {
  name: string
  settings: IndexSettings
  store: RecordStore
}

export function typoRules(settings: IndexSettings): TypoRules {
  return {
    minWordSizefor1Typo: settings.minWordSizefor1Typo ?? DEFAULT_SETTINGS.minWordSizefor1Typo,
    minWordSizefor2Typos: settings.minWordSizefor2Typos ?? DEFAULT_SETTINGS.minWordSizefor2Typos,
    allowTyposOnNumericTokens:
      settings.allowTyposOnNumericTokens ?? DEFAULT_SETTINGS.allowTyposOnNumericTokens,
  }
}

/**
 * Records passing the query's text and filters, with the text match used for ranking. `restriction`
 * is the API key's own filter: ANDed as a tree onto whatever the query filters, so no text the
 * query sends can reach outside it.
 */
export function candidatesOf(
  view: IndexView,
  params: SearchParams,
  restriction: FilterNode | null = null,
): { candidates: Bitset; text: TextMatch } {
  const { store } = view
  const text = matchText(store, params.query, typoRules(view.settings))
  const own = filterTree(params)
  const tree = restriction && own ? and([restriction, own]) : (restriction ?? own)
  const candidates = tree ? evaluateFilter(store, tree) : store.alive.slice()
  andInto(candidates, store.alive)
  if (text.matches) andInto(candidates, text.matches)
  return { candidates, text }
}

export function executeSearch(
  view: IndexView,
  params: SearchParams,
  startedAt = performance.now(),
  restriction: FilterNode | null = null,
) {
  const { store, settings } = view
  const { candidates, text } = candidatesOf(view, params, restriction)
  const nbHits = countBits(candidates)

  const hitsPerPage =
    params.length ?? params.hitsPerPage ?? settings.hitsPerPage ?? DEFAULT_SETTINGS.hitsPerPage
  const offset = params.offset ?? params.page * hitsPerPage
  const limit = settings.paginationLimitedTo ?? DEFAULT_SETTINGS.paginationLimitedTo
  const reachable = Math.min(nbHits, limit)
  // hitsPerPage 0 (InstantSearch's disjunctive-facet requests) needs counts only: rank nothing.
  const slots =
    offset < reachable && hitsPerPage > 0
      ? rankedSlots(view, candidates, text, offset + hitsPerPage, nbHits)
      : []
  const pageSlots = slots.slice(offset, Math.min(offset + hitsPerPage, reachable))

  const response: SearchResponse = {
    hits: hitsOf(
      view,
      pageSlots.map((slot) => store.records[slot] as IndexRecord),
      params,
      text,
    ),
    nbHits,
    page: params.page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    query: params.query,
    params: encodeParams(params.raw),
    index: view.name,
    processingTimeMS: 0,
    renderingContent: {},
  }
  const facetNames = requestedFacets(store, params.facets)
  if (facetNames.length > 0) {
    const { facets, stats } = countFacets(store, facetNames, candidates, nbHits, params, settings)
    response.facets = facets
    if (Object.keys(stats).length > 0) response.facets_stats = stats
  }
  if (params.clickAnalytics) response.queryID = randomBytes(16).toString('hex')
  response.processingTimeMS = Math.round(performance.now() - startedAt)
  return response
}

/** Candidate slots in ranking order, at least the first `needed` of them. */
export function rankedSlots(
  view: IndexView,
  candidates: Bitset,
  text: TextMatch,
  needed: number,
  candidateCount: number,
): number[] {
  const { leading, custom } = sortCriteria(view.settings)
  const order = view.store.order([...leading, ...custom])
  // With no words, or a replica whose sort comes first, rank order alone decides: walk it.
  if (!text.score || leading.length > 0) {
    const slots: number[] = []
    order.walk((slot) => {
      if (hasBit(candidates, slot)) slots.push(slot)
      return slots.length < needed
    })
    return slots
  }
  // Relevance first, rank order second. Scores take a handful of distinct values, so a histogram of
  // the candidates' scores says how many of each bucket the page needs; one walk of the rank order
  // then fills those buckets and stops as soon as they are full. No sort of the matches.
  const score = text.score
  // Few matches: sorting them by (score, rank position) costs less than any walk.
  if (candidateCount <= SORT_MATCHES_BELOW) {
    const positions = order.positionOf()
    const slots: number[] = []
    forEachBit(candidates, (slot) => {
      slots.push(slot)
    })
    slots.sort(
      (a, b) =>
        (score[a] as number) - (score[b] as number) || (positions[a] as number) - (positions[b] as number),
    )
    return slots.slice(0, needed)
  }
  const histogram = new Map<number, number>()
  forEachBit(candidates, (slot) => {
    const key = score[slot] as number
    histogram.set(key, (histogram.get(key) ?? 0) + 1)
  })
  // Quota per score, best first, until the page is covered; worse scores are not collected at all.
  const quota = new Map<number, number>()
  let wanted = 0
  for (const key of [...histogram.keys()].sort((a, b) => a - b)) {
    if (wanted >= needed) break
    const take = Math.min(histogram.get(key) as number, needed - wanted)
    quota.set(key, take)
    wanted += take
  }
  const buckets = new Map<number, number[]>([...quota.keys()].map((key) => [key, []]))
  let collected = 0
  order.walk((slot) => {
    if (!hasBit(candidates, slot)) return true
    const key = score[slot] as number
    const bucket = buckets.get(key)
    if (bucket && bucket.length < (quota.get(key) as number)) {
      bucket.push(slot)
      collected++
    }
    return collected < wanted
  })
  return [...buckets.values()].flat()
}

/** Up to this many text matches are ranked by sorting them; more by walking the rank order. */
const SORT_MATCHES_BELOW = 512

function requestedFacets(store: RecordStore, facets: readonly string[]): string[] {
  const countable = store.facetAttributes.filter((facet) => !facet.filterOnly).map((facet) => facet.attribute)
  if (facets.includes('*')) return countable
  return facets.filter((facet, index) => countable.includes(facet) && facets.indexOf(facet) === index)
}

export function countFacets(
  store: RecordStore,
  names: readonly string[],
  candidates: Bitset,
  candidateCount: number,
  params: Pick<SearchParams, 'maxValuesPerFacet' | 'sortFacetValuesBy'>,
  settings: IndexSettings,
) {
  const maxValues =
    params.maxValuesPerFacet ?? settings.maxValuesPerFacet ?? DEFAULT_SETTINGS.maxValuesPerFacet
  const facets: Record<string, Record<string, number>> = {}
  const stats: Record<string, FacetStats> = {}
  for (const name of names) {
    const column = store.facets.get(name)
    if (!column) continue
    const counts = column.countValues(candidates, candidateCount)
    const entries: [string, number][] = []
    counts.forEach((count, id) => {
      if (count > 0) entries.push([column.values[id] as string, count])
    })
    entries.sort(
      params.sortFacetValuesBy === 'alpha'
        ? (a, b) => compareText(a[0], b[0])
        : (a, b) => b[1] - a[1] || compareText(a[0], b[0]),
    )
    facets[name] = Object.fromEntries(entries.slice(0, maxValues))
    const numeric = store.numerics.get(name)
    if (numeric && column.values.every((value) => value.trim() !== '' && Number.isFinite(Number(value)))) {
      const values = numeric.values
      let min = Number.POSITIVE_INFINITY
      let max = Number.NEGATIVE_INFINITY
      let sum = 0
      let count = 0
      for (let word = 0; word < candidates.length; word++) {
        let bits = candidates[word] as number
        while (bits !== 0) {
          const low = bits & -bits
          const value = values[(word << 5) + 31 - Math.clz32(low)] as number
          bits ^= low
          if (Number.isNaN(value)) continue
          if (value < min) min = value
          if (value > max) max = value
          sum += value
          count++
        }
      }
      if (count > 0) stats[name] = { min, max, avg: sum / count, sum }
    }
  }
  return { facets, stats }
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Builds page hits: what to retrieve and highlight is worked out once per query, not per hit. */
function hitsOf(view: IndexView, records: readonly IndexRecord[], params: SearchParams, text: TextMatch) {
  const pick = attributePicker(params.attributesToRetrieve ?? view.settings.attributesToRetrieve ?? ['*'])
  const toHighlight =
    params.attributesToHighlight ??
    view.settings.attributesToHighlight ??
    view.store.searchable.map((attribute) => attribute.attribute)
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag }
  const rules = typoRules(view.settings)
  const everything = toHighlight.includes('*')
  const seen = new Map<string, HighlightResult>()
  return records.map((record) => {
    const hit = pick(record)
    const attributes = everything ? Object.keys(record).filter((key) => key !== 'objectID') : toHighlight
    if (attributes.length === 0) return hit
    const highlightResult: Record<string, HighlightTree> = {}
    for (const attribute of attributes) {
      const highlighted = highlightValue(valueAt(record, attribute), text.words, rules, tags, seen)
      if (highlighted) highlightResult[attribute] = highlighted
    }
    hit._highlightResult = highlightResult
    return hit
  })
}

/** `['*']` everything; names pick; `'-name'` beside '*' leaves one out. objectID always comes back. */
export function retrieveAttributes(
  record: IndexRecord,
  retrieve: readonly string[],
): Record<string, unknown> {
  return attributePicker(retrieve)(record)
}

function attributePicker(retrieve: readonly string[]): (record: IndexRecord) => Record<string, unknown> {
  if (retrieve.includes('*')) {
    const excluded = new Set(retrieve.filter((name) => name.startsWith('-')).map((name) => name.slice(1)))
    return (record) => {
      const hit: Record<string, unknown> = {}
      for (const key in record) if (!excluded.has(key)) hit[key] = record[key]
      hit.objectID = record.objectID
      return hit
    }
  }
  const names = retrieve.filter((name) => !name.startsWith('-'))
  return (record) => {
    const hit: Record<string, unknown> = {}
    for (const name of names) {
      const value = valueAt(record, name)
      if (value !== undefined) hit[name] = value
    }
    hit.objectID = record.objectID
    return hit
  }
}
