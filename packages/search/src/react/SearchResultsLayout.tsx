import { SearchLayout } from '@forecourt/ui/search-layout'
import type { ReactNode } from 'react'
import { useInstantSearch } from 'react-instantsearch'
import { refinementsInForce } from './refinements-in-force.js'
import { useStockTotal } from './useStockTotal.js'

export interface SearchResultsLayoutProps {
  status: ReactNode
  sort: ReactNode
  chips: ReactNode
  filters: ReactNode
  results: ReactNode
  /** 'cars', 'trucks': the sheet's 'Show 84 cars'. */
  stockNoun: string
}

/**
 * ui's SearchLayout fed from the search in force: how many filters are on, how many match, and
 * whether new results are on their way (the results region is aria-busy meanwhile).
 */
export function SearchResultsLayout({ stockNoun, ...slots }: SearchResultsLayoutProps) {
  const total = useStockTotal()
  // 'loading' from the first moment a refinement asks, 'stalled' once it takes a while (200 ms).
  const { status, indexUiState } = useInstantSearch()
  const activeFilterCount = refinementsInForce(indexUiState).length
  return (
    <SearchLayout
      {...slots}
      activeFilterCount={activeFilterCount}
      applyLabel={`Show ${total} ${stockNoun}`}
      busy={status === 'loading' || status === 'stalled'}
    />
  )
}
