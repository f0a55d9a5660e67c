import { Suspense, useId, useRef, useState } from 'react'
import { lazyPart } from '../private/lazyPart.js'
import { NavMenuTrigger } from '../private/NavMenuTrigger.js'
import './DropdownMenu.css'

const popover = lazyPart(() =>
  import('./DropdownMenuPopover.js').then((module) => module.DropdownMenuPopover),
)

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
 * button pattern — Enter, Space or ArrowDown opens it on its first item, ArrowUp on its last,
 * arrows move, Escape closes and focus returns to the button; choosing an item closes it. The menu
 * (react-aria's menu, collection and popover) is downloaded when the shopper first points at,
 * focuses or opens the button, not with the page; the button is this module's own.
 */
export function DropdownMenu({ label, items, onAction }: DropdownMenuProps) {
  const triggerId = useId()
  const menuId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setOpen] = useState(false)
  const [wasOpened, setWasOpened] = useState(false)
  const [focus, setFocus] = useState<'first' | 'last' | true>('first')
  const open = (where: 'first' | 'last' | true) => {
    setWasOpened(true)
    setFocus(where)
    setOpen(true)
  }
  return (
    <>
      <NavMenuTrigger
        ref={triggerRef}
        id={triggerId}
        label={label}
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onHoverStart={popover.preload}
        onFocus={popover.preload}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          open(event.key === 'ArrowDown' ? 'first' : 'last')
        }}
        // A mouse leaves focus on the menu itself, as react-aria's menu trigger does; a key or a
        // screen reader's press starts on the first item.
        onPress={(event) => (isOpen ? setOpen(false) : open(event.pointerType === 'mouse' ? true : 'first'))}
      />
      {wasOpened && (
        <Suspense fallback={null}>
          <popover.Component
            items={items}
            onAction={onAction}
            menuId={menuId}
            triggerId={triggerId}
            triggerRef={triggerRef}
            isOpen={isOpen}
            onOpenChange={setOpen}
            focus={focus}
          />
        </Suspense>
      )}
    </>
  )
}
