import { useToggleRefinement } from 'react-instantsearch'

export interface ToggleFacetProps {
  attribute: string
  /** What the switch keeps: 'LAMS approved', 'Ensuite'. */
  label: string
}

/** One on/off filter over a yes/no attribute (the LAMS filter, ensuite), with the count it keeps. */
export function ToggleFacet({ attribute, label }: ToggleFacetProps) {
  const { value, refine, canRefine } = useToggleRefinement({ attribute, on: true })
  if (!canRefine && !value.isRefined) return null
  return (
    <div className="fc-SearchFacet fc-ToggleFacet">
      <label>
        <input type="checkbox" checked={value.isRefined} onChange={() => refine(value)} />
        {label} ({value.onFacetValue.count ?? 0})
      </label>
    </div>
  )
}
