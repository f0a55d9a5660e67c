import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox'
import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components/CheckboxGroup'
import { CheckMark } from '../checkbox/CheckMark.js'
import { FieldHelp, FieldLabel } from '../field-parts.js'
import type { FieldBaseProps } from '../field-props.js'
import type { SelectOption } from '../select/Select.js'
import '../Field.css'

export interface CheckboxGroupProps extends FieldBaseProps {
  value: readonly string[]
  onChange: (value: string[]) => void
  options: readonly SelectOption[]
}

/** Several checkboxes under one label, such as a service booking's additional services (§7). */
export function CheckboxGroup({
  label,
  name,
  value,
  onChange,
  options,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  className,
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      className={className ? `fc-Field fc-ChoiceGroup ${className}` : 'fc-Field fc-ChoiceGroup'}
      name={name}
      value={[...value]}
      onChange={onChange}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className="fc-ChoiceGroup-options">
        {options.map((option) => (
          <CheckboxField key={option.value} value={option.value}>
            <CheckboxButton className="fc-Choice" data-kind="checkbox">
              {({ isSelected }) => (
                <>
                  <span className="fc-Choice-indicator" aria-hidden="true">
                    {isSelected && <CheckMark />}
                  </span>
                  <span>{option.label}</span>
                </>
              )}
            </CheckboxButton>
          </CheckboxField>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  )
}
