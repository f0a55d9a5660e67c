import { SEARCH_PAGE_SIZE } from '@forecourt/domain'
import { useInstantSearch } from 'react-instantsearch'
import { useStockTotal } from './useStockTotal.js'

/** 'Showing 1–21 of N cars' for the page in view (§9: counts above 1999 summed from facets). */
export function SearchStatus({ stockNoun = 'cars' }: { stockNoun?: string | undefined }) {
  const { results, status } = useInstantSearch()
  const total = useStockTotal()
  const page = results?.page ?? 0
  const perPage = results?.hitsPerPage || SEARCH_PAGE_SIZE
  const first = total === 0 ? 0 : page * perPage + 1
  const last = Math.min((page + 1) * perPage, total)
  return (
    <p role="status" aria-busy={status === 'loading' || status === 'stalled'}>
      {total === 0
        ? `No ${stockNoun} match your search.`
        : `Showing ${first}–${last} of ${total} ${stockNoun}`}
    </p>
  )
}
