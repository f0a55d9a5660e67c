import type { ReactNode } from 'react'
import { useHits } from 'react-instantsearch'

export interface SearchHitsProps {
  /** Renders one hit (the storefront passes its result card). */
  renderHit: (hit: Record<string, unknown>, index: number) => ReactNode
}

export function SearchHits({ renderHit }: SearchHitsProps) {
  const { items } = useHits<Record<string, unknown>>()
  return (
    <ul className="fc-card-grid" aria-label="Search results">
      {items.map((hit, index) => (
        <li key={String(hit.objectID)}>{renderHit(hit, index)}</li>
      ))}
    </ul>
  )
}
