import { Input } from 'react-aria-components/Input'
import { TextField as AriaTextField } from 'react-aria-components/TextField'
import { FieldHelp, FieldLabel } from '../field-parts.js'
import type { FieldBaseProps } from '../field-props.js'
import '../Field.css'

export interface TextFieldProps extends FieldBaseProps {
  value: string
  onChange: (value: string) => void
  onBlur?: (() => void) | undefined
  type?: 'text' | 'email' | 'tel' | 'date' | 'datetime-local' | 'number' | undefined
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | undefined
  autoComplete?: string | undefined
  maxLength?: number | undefined
}

/**
 * A labelled text input. Validation is the form's: `validationBehavior="aria"` keeps the browser's
 * own bubbles away so the spec's messages are the only ones a shopper sees.
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  className,
}: TextFieldProps) {
  return (
    <AriaTextField
      className={className ? `fc-Field fc-TextField ${className}` : 'fc-Field fc-TextField'}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={maxLength}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Input className="fc-Field-control" />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  )
}
