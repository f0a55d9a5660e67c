import { useId } from 'react'
import './SortSelect.css'

export interface SortSelectOption {
  value: string
  label: string
}

export interface SortSelectProps {
  options: readonly SortSelectOption[]
  value: string
  onChange: (value: string) => void
  label?: string
}

/**
 * The listing's order. A styled native select: the platform's own picker on phones, and it reads
 * and works the same before hydration.
 */
export function SortSelect({ options, value, onChange, label = 'Sort by' }: SortSelectProps) {
  const id = useId()
  return (
    <div className="fc-SortSelect">
      <label htmlFor={id} className="fc-SortSelect-label">
        {label}
      </label>
      <div className="fc-SortSelect-control">
        <select
          id={id}
          className="fc-SortSelect-select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" className="fc-SortSelect-chevron">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
    </div>
  )
}
