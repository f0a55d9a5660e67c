// Search for facet values (the refinement list's "search brands…" box): values of a `searchable()`
// facet whose words start with the facet query, counted among the records the rest of the query
// selects, most frequent first.
import { countBits } from './bitset.js'
import { type FilterNode, SearchParameterError } from './filter-ast.js'
import { highlightText } from './highlight.js'
import type { SearchParams } from './search-params.js'
import { candidatesOf, type IndexView, typoRules } from './search-query.js'
import { queryWords } from './text-match.js'

export interface FacetHit {
  value: string
  highlighted: string
  count: number
}

export function searchFacetValues(
  view: IndexView,
  facetName: string,
  params: SearchParams,
  restriction: FilterNode | null = null,
) {
  const startedAt = performance.now()
  const facet = view.store.facetAttributes.find((entry) => entry.attribute === facetName)
  if (!facet?.searchable) {
    throw new SearchParameterError(
      `Cannot search in \`${facetName}\` attribute, you need to add \`searchable(${facetName})\` to attributesForFaceting.`,
    )
  }
  const column = view.store.facets.get(facetName)
  const { candidates } = candidatesOf(view, params, restriction)
  const words = queryWords(params.facetQuery)
  const rules = { ...typoRules(view.settings), minWordSizefor1Typo: 99, minWordSizefor2Typos: 99 }
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag }
  const hits: FacetHit[] = []
  if (column) {
    const counts = column.countValues(candidates, countBits(candidates))
    counts.forEach((count, id) => {
      if (count === 0) return
      const value = column.values[id] as string
      const highlighted = highlightText(value, words, rules, tags)
      if (words.length > 0 && highlighted.matchLevel !== 'full') return
      hits.push({ value, highlighted: highlighted.value, count })
    })
  }
  hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
  return {
    facetHits: hits.slice(0, params.maxFacetHits),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - startedAt),
  }
}
