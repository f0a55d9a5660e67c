import { FieldError } from 'react-aria-components/FieldError'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import { TextArea as AriaTextArea } from 'react-aria-components/TextArea'
import { TextField as AriaTextField } from 'react-aria-components/TextField'
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
      <Label className="fc-Field-label" data-required={isRequired || undefined}>
        {label}
      </Label>
      <AriaTextArea className="fc-Field-control" rows={rows} />
      {description && (
        <Text slot="description" className="fc-Field-description">
          {description}
        </Text>
      )}
      <FieldError className="fc-Field-error">{errorMessage}</FieldError>
    </AriaTextField>
  )
}
