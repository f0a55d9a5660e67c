import { clampPriceRange, DEFAULT_PRICE_RANGE, isValidPriceRange, PRICE_SLIDER_STEP } from '@forecourt/domain'
import { useId, useState } from 'react'
import { useRange } from 'react-instantsearch'

export interface PriceRangeFilterProps {
  /** Called after the range is applied; the facet picker sorts by price descending (§4). */
  onApply?: () => void
  buttonLabel?: string
}

/**
 * The price slider (§4, §9: 5,000–250,000 in steps of 500, minimum below maximum). Two range
 * inputs drag; the number fields beside them are the non-drag alternative (WCAG 2.5.7).
 */
export function PriceRangeFilter({ onApply, buttonLabel = 'Show cars' }: PriceRangeFilterProps) {
  const { start, refine } = useRange({ attribute: 'price' })
  const [range, setRange] = useState(() =>
    clampPriceRange({
      min: Number.isFinite(start[0]) ? (start[0] as number) : DEFAULT_PRICE_RANGE.min,
      max: Number.isFinite(start[1]) ? (start[1] as number) : DEFAULT_PRICE_RANGE.max,
    }),
  )
  const id = useId()
  const set = (bound: 'min' | 'max', value: number) => setRange((current) => ({ ...current, [bound]: value }))
  const apply = () => {
    const next = clampPriceRange(range)
    setRange(next)
    if (!isValidPriceRange(next)) return
    refine([next.min, next.max])
    onApply?.()
  }
  const bounds = { min: DEFAULT_PRICE_RANGE.min, max: DEFAULT_PRICE_RANGE.max, step: PRICE_SLIDER_STEP }
  return (
    <fieldset className="fc-price-range">
      <legend>Price</legend>
      {(['min', 'max'] as const).map((bound) => (
        <div key={bound}>
          <label htmlFor={`${id}-${bound}`}>{bound === 'min' ? 'Minimum price' : 'Maximum price'}</label>
          <input
            id={`${id}-${bound}`}
            type="range"
            {...bounds}
            value={range[bound]}
            onChange={(event) => set(bound, Number(event.target.value))}
          />
          <input
            type="number"
            aria-label={bound === 'min' ? 'Minimum price in dollars' : 'Maximum price in dollars'}
            {...bounds}
            value={range[bound]}
            onChange={(event) => set(bound, Number(event.target.value))}
            onBlur={() => setRange(clampPriceRange(range))}
          />
        </div>
      ))}
      <button type="button" onClick={apply}>
        {buttonLabel}
      </button>
    </fieldset>
  )
}
