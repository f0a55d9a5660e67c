import { useId } from 'react'
import type { FieldBaseProps } from '../field-props.js'
import '../Field.css'
import './Select.css'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectProps extends FieldBaseProps {
  value: string
  onChange: (value: string) => void
  onBlur?: (() => void) | undefined
  options: readonly SelectOption[]
  /** The empty first option; choosing it leaves the field empty. */
  placeholder?: string | undefined
}

/**
 * A labelled native `<select>`. react-aria's Select is a button and popover that needs JavaScript to
 * open; lead forms must work before hydration and without it, so this is the platform control
 * with the same label, description and error wiring as the other fields.
 */
export function Select({
  label,
  name,
  value,
  onChange,
  onBlur,
  options,
  placeholder = 'Please select',
  errorMessage,
  description,
  isRequired,
  isDisabled,
  className,
}: SelectProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className ? `fc-Field fc-Select ${className}` : 'fc-Field fc-Select'}>
      <label className="fc-Field-label" htmlFor={id} data-required={isRequired || undefined}>
        {label}
      </label>
      <select
        id={id}
        className="fc-Field-control"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={isDisabled}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description && (
        <p id={descriptionId} className="fc-Field-description">
          {description}
        </p>
      )}
      {errorMessage && (
        <p id={errorId} className="fc-Field-error">
          {errorMessage}
        </p>
      )}
    </div>
  )
}
