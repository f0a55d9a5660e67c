import type { Key } from 'react'
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { NavMenuTrigger } from '../private/NavMenuTrigger.js'
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

/**
 * A dropdown menu (§2 navbar dropdowns, §4 "dropdowns close on selection"): the ARIA menu
 * button pattern from react-aria — Enter, Space or ArrowDown opens it, arrows move, Escape closes
 * and focus returns to the button; choosing an item closes it.
 */
export function DropdownMenu({ label, items, onAction }: DropdownMenuProps) {
  return (
    <MenuTrigger>
      <NavMenuTrigger label={label} />
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
