import type { FamilyFacet } from '@forecourt/domain'
import { RangeFilter } from '@forecourt/ui/range-filter'
import { useRange } from 'react-instantsearch'

export type RangeFacetProps = Pick<FamilyFacet, 'attribute' | 'label' | 'unit' | 'step' | 'ungrouped'>

const finite = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : undefined

/**
 * A numeric range (price, km, year, seats, GVM, engine capacity…) between the index's own minimum
 * and maximum (facets_stats, so a $600,000 prime mover is in reach): a slider to drag and number
 * fields to type (WCAG 2.5.7), then Apply.
 */
export function RangeFacet({ attribute, label, unit, step, ungrouped }: RangeFacetProps) {
  const { start, range, refine, canRefine } = useRange({ attribute })
  const min = finite(range.min)
  const max = finite(range.max)
  if (!canRefine || min === undefined || max === undefined || min >= max) return null
  const low = finite(start[0])
  const high = finite(start[1])
  return (
    <RangeFilter
      // A refinement changed elsewhere (a chip removed, 'Clear all') or other filters moving the
      // stock's ends start the fields afresh.
      key={`${low ?? ''}:${high ?? ''}:${min}:${max}`}
      label={label}
      min={min}
      max={max}
      step={step}
      unit={unit}
      grouping={!ungrouped}
      value={[low, high]}
      onApply={([from, to]) => refine([from, to])}
    />
  )
}
