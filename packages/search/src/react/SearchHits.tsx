import { SearchNoResults } from '@forecourt/ui/search-no-results'
import { memo, type ReactNode } from 'react'
import { useHits, useInstantSearch } from 'react-instantsearch'
import { refinementsInForce, withoutRefinements } from './refinements-in-force.js'

export interface SearchHitsProps {
  /** Renders one hit (the storefront passes its result card). */
  renderHit: (hit: Record<string, unknown>, index: number) => ReactNode
  /** What the stock is called: 'No cars match these filters.' */
  stockNoun?: string | undefined
}

/** The page's results as a grid, or — when nothing matches — a way back to some. */
export function SearchHits({ renderHit, stockNoun = 'cars' }: SearchHitsProps) {
  // Hits render as text, never as HTML, so their highlights need no escaping.
  const { items, results } = useHits<Record<string, unknown>>({ escapeHTML: false })
  const { status, indexUiState, setIndexUiState } = useInstantSearch()
  if (items.length === 0 && results && results.nbHits === 0 && status !== 'loading' && status !== 'stalled') {
    const canClear = refinementsInForce(indexUiState).length > 0 || Boolean(indexUiState.query)
    return (
      <SearchNoResults
        message={`No ${stockNoun} match these filters.`}
        onClearAll={
          canClear
            ? () => setIndexUiState((current) => withoutRefinements(current, { query: false }))
            : undefined
        }
      />
    )
  }
  return (
    <ul className="fc-CardGrid" aria-label="Search results">
      {items.map((hit, index) => (
        <HitItem key={String(hit.objectID)} hit={hit} index={index} renderHit={renderHit} />
      ))}
    </ul>
  )
}

interface HitItemProps {
  hit: Record<string, unknown>
  index: number
  renderHit: SearchHitsProps['renderHit']
}

/**
 * One result, rendered again only when it would look different. InstantSearch hands every widget a
 * fresh copy of the same results once the page has hydrated (and on each refresh that changes
 * nothing): without this, every card on the page rendered twice more while the shopper waited.
 */
const HitItem = memo(
  function HitItem({ hit, index, renderHit }: HitItemProps) {
    return <li>{renderHit(hit, index)}</li>
  },
  (before, after) =>
    before.renderHit === after.renderHit &&
    before.index === after.index &&
    (before.hit === after.hit || JSON.stringify(before.hit) === JSON.stringify(after.hit)),
)
