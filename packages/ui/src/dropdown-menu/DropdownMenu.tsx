import type { Key } from 'react'
import { Button } from 'react-aria-components/Button'
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import './DropdownMenu.css'

export interface DropdownMenuItem {
  id: string
  label: string
  /** A link item (a navbar dropdown); without it the item calls `onAction`. */
  href?: string
}

export interface DropdownMenuProps {
  /** The trigger's text, e.g. 'Used Cars' in the navbar. */
  label: string
  items: readonly DropdownMenuItem[]
  onAction?: (id: string) => void
}

function ChevronDownIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  )
}

/**
 * A dropdown menu (§2 navbar dropdowns, §4 "dropdowns close on selection"): the ARIA menu
 * button pattern from react-aria — Enter, Space or ArrowDown opens it, arrows move, Escape closes
 * and focus returns to the button; choosing an item closes it.
 */
export function DropdownMenu({ label, items, onAction }: DropdownMenuProps) {
  return (
    <MenuTrigger>
      <Button className="fc-DropdownMenu-trigger">
        {label}
        <ChevronDownIcon />
      </Button>
      <Popover className="fc-DropdownMenu-popover" placement="bottom start" offset={4}>
        <Menu className="fc-DropdownMenu-menu" items={items} onAction={(key: Key) => onAction?.(String(key))}>
          {(item: DropdownMenuItem) => (
            <MenuItem id={item.id} href={item.href} className="fc-DropdownMenu-item">
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
