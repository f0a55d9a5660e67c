import type { FamilyFacet } from '@forecourt/domain'
import { useMemo, useRef } from 'react'
import { useRange } from 'react-instantsearch'
import { LazyRangeFilter } from './LazyRangeFilter.js'

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
  const refineRef = useRef(refine)
  refineRef.current = refine
  const min = finite(range.min)
  const max = finite(range.max)
  const low = finite(start[0])
  const high = finite(start[1])
  // The same element while the numbers hold: InstantSearch's fresh copies of the same state (as
  // after hydration) then cost no render of the slider and its number fields.
  return useMemo(
    () =>
      canRefine && min !== undefined && max !== undefined && min < max ? (
        <LazyRangeFilter
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
          onApply={([from, to]) => refineRef.current([from, to])}
        />
      ) : null,
    [canRefine, low, high, min, max, label, step, unit, ungrouped],
  )
}
