// The search page's InstantSearch tree: the same tree renders on the server (getServerState) and
// hydrates in the browser from that state. It takes routing and the hit renderer as props and uses
// no router hooks, so getServerState can render it outside the app's router (ssr pitfall 1).
import { type Currency, SEARCH_PAGE_SIZE } from '@forecourt/domain'
import type { ReactNode } from 'react'
import { Configure, InstantSearch } from 'react-instantsearch'
import type { createSearchRouting } from '../instantsearch-routing.js'
import { FacetPicker } from './FacetPicker.js'
import { FilterChips } from './FilterChips.js'
import { RefinementFacet } from './RefinementFacet.js'
import { SearchErrorState } from './SearchErrorState.js'
import { SearchHits } from './SearchHits.js'
import { SearchPagination } from './SearchPagination.js'
import { SearchQueryBox } from './SearchQueryBox.js'
import { SearchStatus } from './SearchStatus.js'
import { SortSelect } from './SortSelect.js'
import type { SiteSearchClient } from './site-search-client.js'

export interface CarSearchProps {
  searchClient: SiteSearchClient
  indexName: string
  routing: ReturnType<typeof createSearchRouting>
  /** Replicas for the sort menu, the default index first. */
  sortItems: { value: string; label: string }[]
  priceDescendingIndex: string
  currency: Currency
  title: string
  /** What the stock is called in counts, e.g. 'cars', 'trucks' (default 'cars'). */
  stockNoun?: string
  renderHit: (hit: Record<string, unknown>, index: number) => ReactNode
  hrefOf: (hit: Record<string, unknown>) => string
  onSuggestionClick?: (hit: Record<string, unknown>) => void
  /** The app's router, to open a chosen suggestion without a reload (absent on the server). */
  navigate?: ((href: string) => void) | undefined
}

const FILTERS = [
  { attribute: 'make', label: 'Make' },
  { attribute: 'model', label: 'Model' },
  { attribute: 'car_type', label: 'Condition' },
  { attribute: 'price_range', label: 'Price' },
  { attribute: 'weekly_price_range', label: 'Weekly repayments' },
  { attribute: 'simple_body', label: 'Body' },
  { attribute: 'simple_fuel', label: 'Fuel type' },
  { attribute: 'simple_transmission', label: 'Transmission' },
  { attribute: 'city', label: 'City' },
  { attribute: 'location_slug', label: 'Location' },
  { attribute: 'dealership_slug', label: 'Dealership' },
] as const

export function CarSearch(props: CarSearchProps) {
  return (
    <InstantSearch
      searchClient={props.searchClient}
      indexName={props.indexName}
      routing={props.routing}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure hitsPerPage={SEARCH_PAGE_SIZE} />
      <div className="fc-page fc-search">
        <h1>{props.title}</h1>
        <SearchQueryBox
          label={`Search ${props.stockNoun ?? 'cars'}`}
          currency={props.currency}
          hrefOf={props.hrefOf}
          onSuggestionClick={props.onSuggestionClick}
          navigate={props.navigate}
        />
        <SearchErrorState />
        <SearchStatus stockNoun={props.stockNoun} />
        <FilterChips />
        <SortSelect items={props.sortItems} />
        <div className="fc-search-layout">
          <aside aria-label="Filters">
            <FacetPicker priceDescendingIndex={props.priceDescendingIndex} sortItems={props.sortItems} />
            {FILTERS.map((filter) => (
              <RefinementFacet key={filter.attribute} attribute={filter.attribute} label={filter.label} />
            ))}
          </aside>
          <div>
            <SearchHits renderHit={props.renderHit} />
            <SearchPagination />
          </div>
        </div>
      </div>
    </InstantSearch>
  )
}
