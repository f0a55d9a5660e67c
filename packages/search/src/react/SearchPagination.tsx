import { SearchPagination as SearchPaginationView } from '@forecourt/ui/search-pagination'
import { usePagination } from 'react-instantsearch'

// Plain links with real hrefs (they work without JavaScript and for crawlers); with JavaScript a
// click refines in place and the router writes the URL (page 1 omitted by the route mapping).
export function SearchPagination() {
  const { currentRefinement, nbPages, refine, createURL } = usePagination()
  return (
    <SearchPaginationView
      currentPage={currentRefinement}
      pageCount={nbPages}
      hrefOf={createURL}
      onNavigate={refine}
    />
  )
}
