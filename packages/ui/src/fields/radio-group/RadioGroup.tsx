import { RadioGroup as AriaRadioGroup, RadioButton, RadioField } from 'react-aria-components/RadioGroup'
import { FieldHelp, FieldLabel } from '../field-parts.js'
import type { FieldBaseProps } from '../field-props.js'
import type { SelectOption } from '../select/Select.js'
import '../Field.css'

export interface RadioGroupProps extends FieldBaseProps {
  value: string
  onChange: (value: string) => void
  options: readonly SelectOption[]
  orientation?: 'vertical' | 'horizontal' | undefined
}

/** One choice of a few, all visible: employment status, 'Do you have a trade-in?'. */
export function RadioGroup({
  label,
  name,
  value,
  onChange,
  options,
  orientation = 'vertical',
  errorMessage,
  description,
  isRequired,
  isDisabled,
  className,
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      className={className ? `fc-Field fc-ChoiceGroup ${className}` : 'fc-Field fc-ChoiceGroup'}
      name={name}
      value={value === '' ? null : value}
      onChange={onChange}
      orientation={orientation}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className="fc-ChoiceGroup-options" data-orientation={orientation}>
        {options.map((option) => (
          <RadioField key={option.value} value={option.value}>
            <RadioButton className="fc-Choice" data-kind="radio">
              <span className="fc-Choice-indicator" aria-hidden="true" />
              <span>{option.label}</span>
            </RadioButton>
          </RadioField>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  )
}
