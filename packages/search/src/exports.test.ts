import { describe, expect, it } from 'vitest'
import packageJson from '../package.json' with { type: 'json' }
import * as search from './index.js'
import * as deferredSearchBox from './react/DeferredSearchBox.js'
import * as searchReact from './react/index.js'
import * as siteSearchBox from './react/SiteSearchBox.js'

// The public surface on purpose: adding or removing a runtime export must change these lists in
// review. Knip (knip.jsonc) reports a public name that nothing outside the package uses.
const CORE_RUNTIME_EXPORTS = [
  'EMPTY_ROUTE_STATE',
  'VOCABULARY_FACETS',
  'carOfHit',
  'carSortOptions',
  'createSearchRoute',
  'createSearchRouting',
  'initialSearchHref',
  'initialSearchOf',
  'parseSearchRoute',
  'priceDescendingIndex',
  'searchHeadingAt',
  'searchRouteConfigOf',
]

// The search page's blocks, so a template owner can compose a page of their own (Storybook's
// "Search blocks"), and the SSR helpers of the one react-instantsearch copy an app bundles.
const REACT_RUNTIME_EXPORTS = [
  'CarSearch',
  'FamilyFacets',
  'FilterChips',
  'InstantSearchSSRProvider',
  'RangeFacet',
  'RefinementFacet',
  'SearchErrorState',
  'SearchHits',
  'SearchPagination',
  'SearchQueryBox',
  'SearchStatus',
  'SortSelect',
  'ToggleFacet',
  'VirtualRefinements',
  'createSiteSearchClient',
  'getServerState',
]

describe('@forecourt/search public surface', () => {
  it('exports exactly the pinned names from the core entry', () => {
    expect(Object.keys(search).sort()).toEqual(CORE_RUNTIME_EXPORTS)
  })

  it('exports exactly the pinned blocks from the React entry', () => {
    expect(Object.keys(searchReact).sort()).toEqual(REACT_RUNTIME_EXPORTS)
  })

  it('gives every page its search box alone, without InstantSearch', () => {
    expect(Object.keys(siteSearchBox).sort()).toEqual(['SUGGESTION_DEBOUNCE_MS', 'SiteSearchBox'])
  })

  it('gives a first load the plain form that defers the suggesting box, without the combobox', () => {
    expect(Object.keys(deferredSearchBox)).toEqual(['DeferredSearchBox'])
  })

  // The URL <-> state plumbing that createSearchRouting and parseSearchRoute are built on.
  it.each([
    'routeToUiState',
    'uiStateToRoute',
    'searchStateOf',
    'searchSuffixParams',
    'dealerSearchPathAt',
    'PATH_ATTRIBUTES',
    'slugOf',
    'vocabularyOf',
  ])('keeps the internal %s hidden', (name) => {
    expect(name in search).toBe(false)
  })

  it('exposes the core, the React blocks, the two search boxes, their stylesheet and package.json', () => {
    expect(Object.keys(packageJson.exports)).toEqual([
      '.',
      './react',
      './react/site-search-box',
      './react/deferred-search-box',
      './search-box.css',
      './package.json',
    ])
  })
})
