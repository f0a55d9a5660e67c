import {
  type Currency,
  clampPriceRange,
  DEFAULT_PRICE_RANGE,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
  type PriceRange,
} from '@forecourt/domain'
import { useState } from 'react'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { NumberField } from 'react-aria-components/NumberField'
import { Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components/Slider'
import './PriceRangeSlider.css'

export interface PriceRangeSliderProps {
  /** Controlled range; without it the slider starts at the domain's 5,000–250,000 (§9). */
  value?: PriceRange
  defaultValue?: PriceRange
  /** Every change, already snapped by the domain's `clampPriceRange` (minimum below maximum, §4). */
  onChange?: (range: PriceRange) => void
  currency?: Currency
  label?: string
}

/**
 * The price range slider (§2 facet picker, §4, §9) with two thumbs, and beside it two number
 * fields: typing a price is the non-drag way to set the range (WCAG 2.2 2.5.7). Both feed the
 * domain's `clampPriceRange`, so the range stays on 500 steps with the minimum below the maximum.
 */
export function PriceRangeSlider({
  value,
  defaultValue = DEFAULT_PRICE_RANGE,
  onChange,
  currency = 'AUD',
  label = 'Price',
}: PriceRangeSliderProps) {
  const [internal, setInternal] = useState(defaultValue)
  const range = value ?? internal
  const update = (next: PriceRange) => {
    const clamped = clampPriceRange(next)
    if (value === undefined) setInternal(clamped)
    onChange?.(clamped)
  }
  const money = { style: 'currency', currency, maximumFractionDigits: 0 } as const
  const format = new Intl.NumberFormat('en-AU', money)

  return (
    <Group className="fc-PriceRangeSlider" aria-label={label}>
      <Slider
        className="fc-PriceRangeSlider-slider"
        value={[range.min, range.max]}
        minValue={PRICE_SLIDER_MIN}
        maxValue={PRICE_SLIDER_MAX}
        step={PRICE_SLIDER_STEP}
        formatOptions={money}
        onChange={(values) => {
          const [min, max] = values as number[]
          update({ min: min ?? range.min, max: max ?? range.max })
        }}
      >
        <div className="fc-PriceRangeSlider-head">
          <Label className="fc-PriceRangeSlider-label">{label}</Label>
          <SliderOutput className="fc-PriceRangeSlider-output">
            {() => `${format.format(range.min)} – ${format.format(range.max)}`}
          </SliderOutput>
        </div>
        <SliderTrack className="fc-PriceRangeSlider-track">
          {({ state }) => (
            <>
              <div
                className="fc-PriceRangeSlider-fill"
                style={{
                  insetInlineStart: `${state.getThumbPercent(0) * 100}%`,
                  inlineSize: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
                }}
              />
              <SliderThumb index={0} aria-label="Minimum price" className="fc-PriceRangeSlider-thumb" />
              <SliderThumb index={1} aria-label="Maximum price" className="fc-PriceRangeSlider-thumb" />
            </>
          )}
        </SliderTrack>
      </Slider>
      <div className="fc-PriceRangeSlider-fields">
        <NumberField
          className="fc-PriceRangeSlider-field"
          value={range.min}
          minValue={PRICE_SLIDER_MIN}
          maxValue={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          formatOptions={money}
          onChange={(min) => update({ min: Number.isNaN(min) ? PRICE_SLIDER_MIN : min, max: range.max })}
        >
          <Label>From</Label>
          <Input className="fc-PriceRangeSlider-input" />
        </NumberField>
        <NumberField
          className="fc-PriceRangeSlider-field"
          value={range.max}
          minValue={PRICE_SLIDER_MIN}
          maxValue={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          formatOptions={money}
          onChange={(max) => update({ min: range.min, max: Number.isNaN(max) ? PRICE_SLIDER_MAX : max })}
        >
          <Label>To</Label>
          <Input className="fc-PriceRangeSlider-input" />
        </NumberField>
      </div>
    </Group>
  )
}
