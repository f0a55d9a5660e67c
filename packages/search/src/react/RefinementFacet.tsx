import { FACET_LIST_LIMIT, facetValueLabel, orderFacetValues, REFINEMENT_LIST_LIMIT } from '@forecourt/domain'
import { RefinementList } from '@forecourt/ui/refinement-list'
import { useRefinementList } from 'react-instantsearch'

export interface RefinementFacetProps {
  attribute: string
  label: string
  /** 'facet' lists the 20 most frequent values; 'list' up to 30 (§9). */
  kind?: 'facet' | 'list'
}

/**
 * One facet's values with their counts: makes follow the brand sort (§9), price ranges their lower
 * bound (§5), other values their counts; values read as the domain words them ('Rental',
 * 'HR (Heavy Rigid)').
 */
export function RefinementFacet({ attribute, label, kind = 'list' }: RefinementFacetProps) {
  const limit = kind === 'facet' ? FACET_LIST_LIMIT : REFINEMENT_LIST_LIMIT
  const { items, refine } = useRefinementList({ attribute, limit, sortBy: ['count:desc', 'name:asc'] })
  const shown = orderFacetValues(attribute, items, (item) => item.value)
  return (
    <RefinementList
      label={label}
      items={shown.map((item) => ({
        value: item.value,
        label: facetValueLabel(attribute, item.label),
        count: item.count,
        isRefined: item.isRefined,
      }))}
      onToggle={refine}
    />
  )
}
