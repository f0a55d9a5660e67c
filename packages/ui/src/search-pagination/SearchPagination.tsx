import type { MouseEvent } from 'react'
import { useHydrated } from '../private/useHydrated.js'
import './SearchPagination.css'

export interface SearchPaginationProps {
  /** Zero-based, as the search state counts pages. */
  currentPage: number
  pageCount: number
  /** A page's address: real links work without JavaScript and for crawlers. */
  hrefOf: (page: number) => string
  /**
   * With JavaScript a plain click changes page in place (modified clicks open the link). A click
   * while the page hydrates follows the link: the search it would refine is not live yet.
   */
  onNavigate?: (page: number) => void
}

/** Previous, 'Page 2 of 9' and Next as links, each a 44 px target. */
export function SearchPagination({ currentPage, pageCount, hrefOf, onNavigate }: SearchPaginationProps) {
  const hydrated = useHydrated()
  if (pageCount <= 1) return null
  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return
    event.preventDefault()
    onNavigate(page)
  }
  return (
    <nav className="fc-SearchPagination" aria-label="Pagination">
      {currentPage > 0 ? (
        <a
          className="fc-SearchPagination-link"
          href={hrefOf(currentPage - 1)}
          rel="prev"
          onClick={go(currentPage - 1)}
        >
          Previous page
        </a>
      ) : (
        <span className="fc-SearchPagination-spacer" />
      )}
      <span className="fc-SearchPagination-page">
        Page {currentPage + 1} of {pageCount}
      </span>
      {currentPage < pageCount - 1 ? (
        <a
          className="fc-SearchPagination-link"
          href={hrefOf(currentPage + 1)}
          rel="next"
          onClick={go(currentPage + 1)}
        >
          Next page
        </a>
      ) : (
        <span className="fc-SearchPagination-spacer" />
      )}
    </nav>
  )
}
