import { TextArea as AriaTextArea } from 'react-aria-components/TextArea'
import { TextField as AriaTextField } from 'react-aria-components/TextField'
import { FieldHelp, FieldLabel } from '../field-parts.js'
import type { FieldBaseProps } from '../field-props.js'
import '../Field.css'
import './TextArea.css'

export interface TextAreaProps extends FieldBaseProps {
  value: string
  onChange: (value: string) => void
  onBlur?: (() => void) | undefined
  rows?: number | undefined
}

/** A labelled multi-line input, such as an enquiry's message. */
export function TextArea({
  label,
  name,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  rows = 4,
  className,
}: TextAreaProps) {
  return (
    <AriaTextField
      className={className ? `fc-Field fc-TextArea ${className}` : 'fc-Field fc-TextArea'}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <AriaTextArea className="fc-Field-control" rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  )
}
