import type { Key } from 'react'
import { Button } from 'react-aria-components/Button'
import { ComboBox as AriaComboBox } from 'react-aria-components/ComboBox'
import { FieldError } from 'react-aria-components/FieldError'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { Text } from 'react-aria-components/Text'
import './ComboBox.css'

export interface ComboBoxItem {
  id: string
  label: string
}

export interface ComboBoxProps {
  label: string
  items: readonly ComboBoxItem[]
  selectedKey?: string | null
  defaultSelectedKey?: string
  onSelectionChange?: (id: string | null) => void
  placeholder?: string
  description?: string
  errorMessage?: string
  isRequired?: boolean
  isInvalid?: boolean
}

function ChevronDownIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  )
}

/**
 * A text field that filters a list as the shopper types (a make, a model, a suburb). react-aria
 * gives it the ARIA combobox pattern: arrow keys through the list, Enter to choose, Escape to close.
 */
export function ComboBox({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
  isRequired,
  isInvalid,
}: ComboBoxProps) {
  return (
    <AriaComboBox
      className="fc-ComboBox"
      defaultItems={items}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key: Key | null) => onSelectionChange?.(key === null ? null : String(key))}
      isRequired={isRequired}
      isInvalid={isInvalid}
      menuTrigger="focus"
    >
      <Label className="fc-ComboBox-label">{label}</Label>
      <div className="fc-ComboBox-control">
        <Input className="fc-ComboBox-input" placeholder={placeholder} />
        <Button className="fc-ComboBox-button" aria-label={`Show ${label} options`}>
          <ChevronDownIcon />
        </Button>
      </div>
      {description && (
        <Text slot="description" className="fc-ComboBox-description">
          {description}
        </Text>
      )}
      <FieldError className="fc-ComboBox-error">{errorMessage}</FieldError>
      <Popover className="fc-ComboBox-popover" offset={4}>
        <ListBox className="fc-ComboBox-list">
          {(item: ComboBoxItem) => (
            <ListBoxItem id={item.id} textValue={item.label} className="fc-ComboBox-option">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  )
}
