import { FACET_LIST_LIMIT, facetValueLabel, orderFacetValues, REFINEMENT_LIST_LIMIT } from '@forecourt/domain'
import { useId } from 'react'
import { useRefinementList } from 'react-instantsearch'

export interface RefinementFacetProps {
  attribute: string
  label: string
  /** 'facet' lists the 20 most frequent values; 'list' up to 30 (§9). */
  kind?: 'facet' | 'list'
}

/**
 * Checkboxes for one facet: makes follow the brand sort (§9), price ranges their lower bound (§5),
 * other values their counts; values read as the domain words them ('Rental', 'HR (Heavy Rigid)').
 */
export function RefinementFacet({ attribute, label, kind = 'list' }: RefinementFacetProps) {
  const limit = kind === 'facet' ? FACET_LIST_LIMIT : REFINEMENT_LIST_LIMIT
  const { items, refine } = useRefinementList({ attribute, limit, sortBy: ['count:desc', 'name:asc'] })
  const id = useId()
  const shown = orderFacetValues(attribute, items, (item) => item.value)
  if (shown.length === 0) return null
  return (
    <fieldset className="fc-search-facet" aria-labelledby={id}>
      <legend id={id}>{label}</legend>
      {shown.map((item) => (
        <label key={item.value}>
          <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
          {facetValueLabel(attribute, item.label)} ({item.count})
        </label>
      ))}
    </fieldset>
  )
}
