import { RangeFilter } from '@forecourt/ui/range-filter'
import { useRange } from 'react-instantsearch'

export interface RangeFacetProps {
  attribute: string
  label: string
  /** How values are written: 'kg', 'cc', 'm', or '$' for an amount. */
  unit?: string | undefined
}

const finite = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : undefined

/**
 * A numeric range (GVM, engine capacity, length, weekly price…) between the index's own minimum
 * and maximum: a slider to drag and number fields to type (WCAG 2.5.7), then Apply.
 */
export function RangeFacet({ attribute, label, unit }: RangeFacetProps) {
  const { start, range, refine, canRefine } = useRange({ attribute })
  const min = finite(range.min)
  const max = finite(range.max)
  if (!canRefine || min === undefined || max === undefined || min >= max) return null
  const low = finite(start[0])
  const high = finite(start[1])
  return (
    <RangeFilter
      // A refinement changed elsewhere (a chip removed, 'Clear all') starts the fields afresh.
      key={`${low ?? ''}:${high ?? ''}`}
      label={label}
      min={min}
      max={max}
      unit={unit}
      value={[low, high]}
      onApply={([from, to]) => refine([from, to])}
    />
  )
}
