import { type FormEvent, useId, useState } from 'react'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { NumberField } from 'react-aria-components/NumberField'
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components/Slider'
import './RangeFilter.css'

/** A range with either end open (an empty field). */
export type RangeValue = [min: number | undefined, max: number | undefined]

export interface RangeFilterProps {
  /** The filter's name, e.g. 'Kilometres', 'Weekly price': the group's legend. */
  label: string
  /** The lowest and highest values the stock holds: the slider's ends. */
  min: number
  max: number
  step?: number
  /** '$' for an amount, else a unit written after the number ('km', 'kg', 'cc'). */
  unit?: string | undefined
  /** False for numbers written without thousands separators: a year is 2021, not 2,021. */
  grouping?: boolean | undefined
  /** The range in force; an open end is undefined. */
  value?: RangeValue
  onApply: (range: RangeValue) => void
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * A numeric range filter: a two-thumb slider to drag and, beside it, two number fields to type —
 * the non-drag way to set the range (WCAG 2.2 2.5.7) — then Apply. An end left at the stock's own
 * minimum or maximum is applied open, so it does not show as a filter.
 */
export function RangeFilter({
  label,
  min,
  max,
  step = 1,
  unit,
  grouping = true,
  value,
  onApply,
}: RangeFilterProps) {
  const id = useId()
  const [range, setRange] = useState<[number, number]>(() => [
    clamp(value?.[0] ?? min, min, max),
    clamp(value?.[1] ?? max, min, max),
  ])
  const money = unit === '$'
  const formatOptions: Intl.NumberFormatOptions = money
    ? { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }
    : { maximumFractionDigits: 2, useGrouping: grouping }
  const format = new Intl.NumberFormat('en-AU', formatOptions)
  const written = (amount: number) => `${format.format(amount)}${unit && !money ? ` ${unit}` : ''}`
  const suffix = unit && !money ? ` (${unit})` : ''
  const set = (index: 0 | 1, next: number) =>
    setRange((current) => {
      const copy: [number, number] = [...current]
      copy[index] = Number.isNaN(next) ? (index === 0 ? min : max) : clamp(next, min, max)
      return copy
    })
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const [low, high] = range[0] <= range[1] ? range : [range[1], range[0]]
    onApply([low > min ? low : undefined, high < max ? high : undefined])
  }
  return (
    <form className="fc-RangeFilter" aria-labelledby={`${id}-legend`} onSubmit={apply}>
      <fieldset className="fc-RangeFilter-fieldset" aria-labelledby={`${id}-legend`}>
        <legend id={`${id}-legend`} className="fc-RangeFilter-legend">
          {label}
        </legend>
        <Slider
          className="fc-RangeFilter-slider"
          aria-labelledby={`${id}-legend`}
          value={range}
          minValue={min}
          maxValue={max}
          step={step}
          formatOptions={formatOptions}
          onChange={(values) => {
            const [low, high] = values as number[]
            setRange([low ?? min, high ?? max])
          }}
        >
          {/* Plain text, not react-aria's SliderOutput: an <output> is a status, and a page with
              several ranges would have as many statuses besides its result count. The thumbs tell
              their own values. */}
          <div className="fc-RangeFilter-output">{`${written(range[0])} – ${written(range[1])}`}</div>
          <SliderTrack className="fc-RangeFilter-track">
            {({ state }) => (
              <>
                <div
                  className="fc-RangeFilter-fill"
                  style={{
                    insetInlineStart: `${state.getThumbPercent(0) * 100}%`,
                    inlineSize: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
                  }}
                />
                <SliderThumb index={0} aria-label={`Minimum ${label}`} className="fc-RangeFilter-thumb" />
                <SliderThumb index={1} aria-label={`Maximum ${label}`} className="fc-RangeFilter-thumb" />
              </>
            )}
          </SliderTrack>
        </Slider>
        <div className="fc-RangeFilter-fields">
          {([0, 1] as const).map((index) => (
            <NumberField
              key={index}
              className="fc-RangeFilter-field"
              value={range[index]}
              minValue={min}
              maxValue={max}
              step={step}
              formatOptions={formatOptions}
              onChange={(next) => set(index, next)}
            >
              <Label>{`${index === 0 ? 'Minimum' : 'Maximum'} ${label.toLowerCase()}${suffix}`}</Label>
              <Input className="fc-RangeFilter-input" />
            </NumberField>
          ))}
        </div>
        <button type="submit" className="fc-RangeFilter-apply">
          Apply
        </button>
      </fieldset>
    </form>
  )
}
