// The dropdown menu's popover, in its own module so that a page downloads react-aria's menu,
// collection and popover only when a shopper first opens a dropdown (DropdownMenu loads it).
// Private to the library.
import type { Key, RefObject } from 'react'
import { Menu, MenuItem } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import type { DropdownMenuItem, DropdownMenuProps } from './DropdownMenu.js'

export interface DropdownMenuPopoverProps extends Pick<DropdownMenuProps, 'items' | 'onAction'> {
  menuId: string
  triggerId: string
  triggerRef: RefObject<HTMLButtonElement | null>
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Where focus lands as the menu opens: its first or last item, or the menu (a mouse opened it). */
  focus: 'first' | 'last' | true
}

export function DropdownMenuPopover({
  items,
  onAction,
  menuId,
  triggerId,
  triggerRef,
  isOpen,
  onOpenChange,
  focus,
}: DropdownMenuPopoverProps) {
  return (
    <Popover
      className="fc-DropdownMenu-popover"
      placement="bottom start"
      offset={4}
      // react-aria makes a modal popover a dialog; the button names it, as in its own menu trigger.
      aria-labelledby={triggerId}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Menu
        id={menuId}
        aria-labelledby={triggerId}
        className="fc-DropdownMenu-menu"
        items={items}
        autoFocus={focus}
        onAction={(key: Key) => onAction?.(String(key))}
        onClose={() => onOpenChange(false)}
      >
        {(item: DropdownMenuItem) => (
          <MenuItem id={item.id} href={item.href} className="fc-DropdownMenu-item">
            {item.label}
          </MenuItem>
        )}
      </Menu>
    </Popover>
  )
}
