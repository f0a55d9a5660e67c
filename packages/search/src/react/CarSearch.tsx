// The search page's InstantSearch tree: the same tree renders on the server (getServerState) and
// hydrates in the browser from that state. It takes routing and the hit renderer as props and uses
// no router hooks, so getServerState can render it outside the app's router (ssr pitfall 1).
import {
  CARS_PROFILE,
  type Currency,
  type FamilyProfile,
  hiddenSearchPathAttributes,
  SEARCH_HIT_ATTRIBUTES,
  SEARCH_PAGE_SIZE,
} from '@forecourt/domain'
import type { ReactNode } from 'react'
import { Configure, InstantSearch } from 'react-instantsearch'
import type { createSearchRouting } from '../instantsearch-routing.js'
import { FamilyFacets } from './FamilyFacets.js'
import { FilterChips } from './FilterChips.js'
import { SearchErrorState } from './SearchErrorState.js'
import { SearchHits } from './SearchHits.js'
import { SearchPagination } from './SearchPagination.js'
import { SearchQueryBox } from './SearchQueryBox.js'
import { SearchResultsLayout } from './SearchResultsLayout.js'
import { SearchStatus } from './SearchStatus.js'
import { SortSelect } from './SortSelect.js'
import type { SiteSearchClient } from './site-search-client.js'
import { VirtualRefinements } from './VirtualRefinements.js'

// The listing shows no highlighted matches: without this every hit came with a copy of five of its
// fields marked up (about 15 % of each answer, and of the search page's inline state).
const NO_HIGHLIGHTS: string[] = []
// Each hit carries what its card reads, not the attributes that only filter and rank it.
const HIT_ATTRIBUTES = [...SEARCH_HIT_ATTRIBUTES]

export interface CarSearchProps {
  searchClient: SiteSearchClient
  indexName: string
  routing: ReturnType<typeof createSearchRouting>
  /** Replicas for the sort menu, the default index first. */
  sortItems: { value: string; label: string }[]
  currency: Currency
  title: string
  /** What the stock is called in counts, e.g. 'cars', 'trucks' (default: the profile's plural). */
  stockNoun?: string
  /**
   * The site's family profile: its filters and words (issue 11). Cars by default. Dealer path
   * attributes it shows no filter for are held by hidden refinement lists.
   */
  profile?: Pick<FamilyProfile, 'facets' | 'vocabulary'>
  renderHit: (hit: Record<string, unknown>, index: number) => ReactNode
  hrefOf: (hit: Record<string, unknown>) => string
  onSuggestionClick?: (hit: Record<string, unknown>) => void
  /** The app's router, to open a chosen suggestion without a reload (absent on the server). */
  navigate?: ((href: string) => void) | undefined
}

export function CarSearch(props: CarSearchProps) {
  const profile = props.profile ?? CARS_PROFILE
  const stockNoun = props.stockNoun ?? profile.vocabulary.plural
  return (
    <InstantSearch
      searchClient={props.searchClient}
      indexName={props.indexName}
      routing={props.routing}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={SEARCH_PAGE_SIZE}
        attributesToHighlight={NO_HIGHLIGHTS}
        attributesToRetrieve={HIT_ATTRIBUTES}
      />
      <div className="fc-Page fc-Search">
        <h1>{props.title}</h1>
        <SearchQueryBox
          label={`Search ${stockNoun}`}
          currency={props.currency}
          hrefOf={props.hrefOf}
          onSuggestionClick={props.onSuggestionClick}
          navigate={props.navigate}
        />
        <SearchErrorState />
        <VirtualRefinements attributes={hiddenSearchPathAttributes(profile)} />
        <SearchResultsLayout
          stockNoun={stockNoun}
          status={<SearchStatus stockNoun={stockNoun} />}
          sort={<SortSelect items={props.sortItems} />}
          chips={<FilterChips facets={profile.facets} />}
          // One filter per attribute: the family's facets. The facet picker's tabs repeat them
          // (Brand is Make), so the picker stays a home-page block (issue 19).
          filters={<FamilyFacets facets={profile.facets} />}
          results={
            <>
              <SearchHits renderHit={props.renderHit} stockNoun={stockNoun} />
              <SearchPagination />
            </>
          }
        />
      </div>
    </InstantSearch>
  )
}
