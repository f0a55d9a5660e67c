import {
  CARS_PROFILE,
  clampPriceRange,
  isValidPriceRange,
  type PriceSlider,
  sliderReaching,
} from '@forecourt/domain'
import { useId, useState } from 'react'
import { useRange } from 'react-instantsearch'

export interface PriceRangeFilterProps {
  /** Called after the range is applied; the facet picker sorts by price descending (§4). */
  onApply?: () => void
  buttonLabel?: string
  /** The family's slider (its profile's priceSlider); §9's car slider by default. */
  slider?: PriceSlider
}

/**
 * The price slider (§4, §9: 5,000–250,000 in steps of 500 for cars, the family's own range
 * otherwise — trucks to $800,000, a subscription's weekly price; minimum below maximum), stretched
 * to the stock's own dearest (and cheapest) vehicle so none is out of reach (issue 16 row 4). Two
 * range inputs drag; the number fields beside them are the non-drag alternative (WCAG 2.5.7).
 */
export function PriceRangeFilter({
  onApply,
  buttonLabel = 'Show cars',
  slider: profileSlider = CARS_PROFILE.priceSlider,
}: PriceRangeFilterProps) {
  const { start, range: stock, refine } = useRange({ attribute: profileSlider.attribute })
  const slider = sliderReaching(profileSlider, stock)
  const [range, setRange] = useState(() =>
    clampPriceRange(
      {
        min: Number.isFinite(start[0]) ? (start[0] as number) : slider.min,
        max: Number.isFinite(start[1]) ? (start[1] as number) : slider.max,
      },
      slider,
    ),
  )
  const id = useId()
  const set = (bound: 'min' | 'max', value: number) => setRange((current) => ({ ...current, [bound]: value }))
  const apply = () => {
    const next = clampPriceRange(range, slider)
    setRange(next)
    if (!isValidPriceRange(next)) return
    refine([next.min, next.max])
    onApply?.()
  }
  const bounds = { min: slider.min, max: slider.max, step: slider.step }
  const noun = slider.label.toLowerCase()
  return (
    <fieldset className="fc-PriceRange">
      <legend>{slider.label}</legend>
      {(['min', 'max'] as const).map((bound) => (
        <div key={bound}>
          <label htmlFor={`${id}-${bound}`}>{bound === 'min' ? `Minimum ${noun}` : `Maximum ${noun}`}</label>
          <input
            id={`${id}-${bound}`}
            type="range"
            {...bounds}
            value={range[bound]}
            onChange={(event) => set(bound, Number(event.target.value))}
          />
          <input
            type="number"
            aria-label={bound === 'min' ? `Minimum ${noun} in dollars` : `Maximum ${noun} in dollars`}
            {...bounds}
            value={range[bound]}
            onChange={(event) => set(bound, Number(event.target.value))}
            onBlur={() => setRange(clampPriceRange(range, slider))}
          />
        </div>
      ))}
      <button type="button" onClick={apply}>
        {buttonLabel}
      </button>
    </fieldset>
  )
}
