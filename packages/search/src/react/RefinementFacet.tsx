import { FACET_LIST_LIMIT, facetValueLabel, orderFacetValues, REFINEMENT_LIST_LIMIT } from '@forecourt/domain'
import { RefinementList } from '@forecourt/ui/refinement-list'
import { useMemo, useRef } from 'react'
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
  const refineRef = useRef(refine)
  refineRef.current = refine
  const shown = orderFacetValues(attribute, items, (item) => item.value).map((item) => ({
    value: item.value,
    label: facetValueLabel(attribute, item.label),
    count: item.count,
    isRefined: item.isRefined,
  }))
  // The same element while the values, counts and choices hold, as RangeFacet does.
  const content = JSON.stringify(shown)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` is `shown`, written out
  return useMemo(
    () => <RefinementList label={label} items={shown} onToggle={(value) => refineRef.current(value)} />,
    [label, content],
  )
}
