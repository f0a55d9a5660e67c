import { useId, useState } from 'react'
import { useRange } from 'react-instantsearch'

export interface RangeFacetProps {
  attribute: string
  label: string
  /** How values are written: 'kg', 'cc', 'm', or '$' for an amount. */
  unit?: string | undefined
}

const bound = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? String(value) : ''

/**
 * A numeric range (GVM, engine capacity, length, weekly price…): two number fields and Apply, so
 * it works by keyboard alone and needs no drag (WCAG 2.5.7). The index's own minimum and maximum
 * are the placeholders; an empty field leaves that end open.
 */
export function RangeFacet({ attribute, label, unit }: RangeFacetProps) {
  const { start, range, refine, canRefine } = useRange({ attribute })
  const [values, setValues] = useState(() => ({ min: bound(start[0]), max: bound(start[1]) }))
  const id = useId()
  if (!canRefine) return null
  const suffix = unit && unit !== '$' ? ` (${unit})` : unit === '$' ? ' ($)' : ''
  const apply = () => {
    const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text))
    const min = toNumber(values.min)
    const max = toNumber(values.max)
    if ((min !== undefined && Number.isNaN(min)) || (max !== undefined && Number.isNaN(max))) return
    refine([min, max])
  }
  return (
    <fieldset className="fc-search-facet fc-range-facet" aria-labelledby={id}>
      <legend id={id}>{label}</legend>
      {(['min', 'max'] as const).map((end) => (
        <label key={end}>
          {`${end === 'min' ? 'Minimum' : 'Maximum'} ${label}${suffix}`}
          <input
            type="number"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            placeholder={bound(end === 'min' ? range.min : range.max)}
            value={values[end]}
            onChange={(event) => setValues((current) => ({ ...current, [end]: event.target.value }))}
          />
        </label>
      ))}
      <button type="button" onClick={apply}>
        Apply
      </button>
    </fieldset>
  )
}
