// The refinements in force, read from the listing's UI state (what the URL says) rather than from
// InstantSearch's search parameters: those gain a facet's refinement only once that facet's widget
// has rendered, and the count and chips above the filters render before them — so the server's page
// said 'Filters (0)' on /search/used-cars, and the chip row appeared after hydration and pushed the
// results down. The UI state holds the whole URL from the first render, on the server and in the
// browser alike.
import type { ChipRefinement, FamilyFacet } from '@forecourt/domain'
import type { IndexUiState } from 'instantsearch.js'

/** A bound of a range as UI state writes it ('5000:20000', '5000:', ':20000'); absent when empty. */
function rangeBound(bound: string | undefined): number | undefined {
  if (bound === undefined || bound.trim() === '') return undefined
  const value = Number(bound)
  return Number.isFinite(value) ? value : undefined
}

/**
 * Every refinement `uiState` holds, in the order of `facets` (an attribute no facet shows, such as a
 * dealer path's hidden filter, after them), then in the order of its values.
 */
export function refinementsInForce(
  uiState: IndexUiState,
  facets: readonly Pick<FamilyFacet, 'attribute'>[] = [],
): ChipRefinement[] {
  const found: ChipRefinement[] = []
  for (const [attribute, values] of Object.entries(uiState.refinementList ?? {})) {
    for (const value of values ?? []) found.push({ attribute, value })
  }
  for (const [attribute, range] of Object.entries(uiState.range ?? {})) {
    const [low, high] = String(range ?? '').split(':')
    const min = rangeBound(low)
    const max = rangeBound(high)
    if (min !== undefined) found.push({ attribute, operator: '>=', value: min })
    if (max !== undefined) found.push({ attribute, operator: '<=', value: max })
  }
  for (const [attribute, on] of Object.entries(uiState.toggle ?? {})) {
    if (on) found.push({ attribute, value: true })
  }
  const place = (attribute: string) => {
    const index = facets.findIndex((facet) => facet.attribute === attribute)
    return index === -1 ? facets.length : index
  }
  // Array.prototype.sort is stable: values keep their order within an attribute.
  return found.sort((a, b) => place(a.attribute) - place(b.attribute))
}

/** `uiState` without one refinement, back on the first page. */
export function withoutRefinement(uiState: IndexUiState, refinement: ChipRefinement): IndexUiState {
  const { attribute, operator, value } = refinement
  const next: IndexUiState = { ...uiState }
  delete next.page
  if (operator) {
    const [low = '', high = ''] = String(uiState.range?.[attribute] ?? '').split(':')
    const range = operator === '>=' ? `:${high}` : `${low}:`
    const ranges = { ...uiState.range }
    if (range === ':') delete ranges[attribute]
    else ranges[attribute] = range
    next.range = ranges
  } else if (typeof value === 'boolean') {
    const toggles = { ...uiState.toggle }
    delete toggles[attribute]
    next.toggle = toggles
  } else {
    const lists = { ...uiState.refinementList }
    const rest = (lists[attribute] ?? []).filter((entry) => entry !== value)
    if (rest.length > 0) lists[attribute] = rest
    else delete lists[attribute]
    next.refinementList = lists
  }
  return next
}

/**
 * `uiState` without any refinement, back on the first page; without its query too when `query` is
 * false. What InstantSearch's clear-refinements widget does, without registering a widget that the
 * page's every render would reach.
 */
export function withoutRefinements(uiState: IndexUiState, { query = true } = {}): IndexUiState {
  const { page: _page, refinementList: _lists, range: _ranges, toggle: _toggles, ...rest } = uiState
  if (query) return rest
  const { query: _query, ...withoutQuery } = rest
  return withoutQuery
}
