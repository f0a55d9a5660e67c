import { useId } from 'react'
import { useSortBy } from 'react-instantsearch'

export interface SortOption {
  value: string
  label: string
}

export function SortSelect({ items }: { items: SortOption[] }) {
  const { currentRefinement, options, refine } = useSortBy({ items })
  const id = useId()
  return (
    <div className="fc-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
