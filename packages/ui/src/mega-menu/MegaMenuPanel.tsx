// The mega menu's panel, in its own module so that a page downloads react-aria's popover and dialog
// only when a shopper first opens a menu (MegaMenu loads it). Private to the library.
import type { RefObject } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Popover } from 'react-aria-components/Popover'
import { Link } from '../link/Link.js'
import type { MegaMenuProps } from './MegaMenu.js'

export interface MegaMenuPanelProps extends MegaMenuProps {
  id: string
  triggerRef: RefObject<HTMLButtonElement | null>
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

export function MegaMenuPanel({
  id,
  label,
  kind,
  groups,
  triggerRef,
  isOpen,
  onOpenChange,
}: MegaMenuPanelProps) {
  const close = () => onOpenChange(false)
  return (
    <Popover
      className="fc-MegaMenu-popover"
      placement="bottom start"
      offset={8}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Dialog className="fc-MegaMenu-panel" aria-label={label} id={id} data-kind={kind}>
        <div className="fc-MegaMenu-groups">
          {groups.map((group, position) => (
            <section key={group.heading ?? position} className="fc-MegaMenu-group">
              {group.heading && <h2 className="fc-MegaMenu-heading">{group.heading}</h2>}
              <ul className="fc-MegaMenu-links">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} isStandalone className="fc-MegaMenu-link" onPress={close}>
                      {link.imageUrl && (
                        <img src={link.imageUrl} alt="" className="fc-MegaMenu-image" loading="lazy" />
                      )}
                      <span>{link.label}</span>
                      {link.count !== undefined && <span className="fc-MegaMenu-count">({link.count})</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Dialog>
    </Popover>
  )
}
