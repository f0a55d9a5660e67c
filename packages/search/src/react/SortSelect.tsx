import { SortSelect as SortSelectView } from '@forecourt/ui/sort-select'
import { useSortBy } from 'react-instantsearch'

export interface SortOption {
  value: string
  label: string
}

/** The listing's order: one index replica per option (the default index first). */
export function SortSelect({ items }: { items: SortOption[] }) {
  const { currentRefinement, options, refine } = useSortBy({ items })
  return <SortSelectView options={options} value={currentRefinement} onChange={refine} />
}
