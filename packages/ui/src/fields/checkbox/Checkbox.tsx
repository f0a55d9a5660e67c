import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox'
import { FieldHelp } from '../field-parts.js'
import type { FieldBaseProps } from '../field-props.js'
import { CheckMark } from './CheckMark.js'
import '../Field.css'

export interface CheckboxProps extends FieldBaseProps {
  isSelected: boolean
  onChange: (isSelected: boolean) => void
  onBlur?: (() => void) | undefined
}

/**
 * One checkbox with its label, such as the opt-in or terms_agreed. Posts `name=true` when ticked,
 * so a form without JavaScript sends the same value the form engine reads.
 */
export function Checkbox({
  label,
  name,
  isSelected,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  className,
}: CheckboxProps) {
  return (
    <CheckboxField
      className={className ? `fc-Field fc-Checkbox ${className}` : 'fc-Field fc-Checkbox'}
      name={name}
      value="true"
      isSelected={isSelected}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <CheckboxButton className="fc-Choice" data-kind="checkbox">
        {({ isSelected: selected }) => (
          <>
            <span className="fc-Choice-indicator" aria-hidden="true">
              {selected && <CheckMark />}
            </span>
            <span>{label}</span>
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </CheckboxField>
  )
}
