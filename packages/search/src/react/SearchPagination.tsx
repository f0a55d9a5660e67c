import type { MouseEvent } from 'react'
import { usePagination } from 'react-instantsearch'

// Plain links with real hrefs (they work without JavaScript and for crawlers); with JavaScript a
// click refines in place and the router writes the URL (page 1 omitted by the route mapping).
export function SearchPagination() {
  const { currentRefinement, nbPages, refine, createURL, isFirstPage, isLastPage } = usePagination()
  if (nbPages <= 1) return null
  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    refine(page)
  }
  return (
    <nav className="fc-pagination" aria-label="Pagination">
      {!isFirstPage && (
        <a href={createURL(currentRefinement - 1)} rel="prev" onClick={go(currentRefinement - 1)}>
          Previous page
        </a>
      )}
      <span>
        Page {currentRefinement + 1} of {nbPages}
      </span>
      {!isLastPage && (
        <a href={createURL(currentRefinement + 1)} rel="next" onClick={go(currentRefinement + 1)}>
          Next page
        </a>
      )}
    </nav>
  )
}
