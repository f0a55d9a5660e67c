import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox'
import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components/CheckboxGroup'
import { FieldError } from 'react-aria-components/FieldError'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import { CheckMark } from '../checkbox/CheckMark.js'
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
      <Label className="fc-Field-label" data-required={isRequired || undefined}>
        {label}
      </Label>
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
      {description && (
        <Text slot="description" className="fc-Field-description">
          {description}
        </Text>
      )}
      <FieldError className="fc-Field-error">{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  )
}
