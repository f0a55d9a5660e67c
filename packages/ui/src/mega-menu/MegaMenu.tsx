import { useId } from 'react'
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog'
import { Popover } from 'react-aria-components/Popover'
import { Link } from '../link/Link.js'
import { NavMenuTrigger } from '../private/NavMenuTrigger.js'
import './MegaMenu.css'

/** The navbar's dynamic dropdowns (§3 `dynamicDropdown`): how the panel lays its links out. */
export type MegaMenuKind = 'brands' | 'models' | 'bodies' | 'columns' | 'stock'

export interface MegaMenuLink {
  label: string
  href: string
  /** A brand logo or model photo; decorative, the label names the link. */
  imageUrl?: string | null
  /** How many cars the link leads to, e.g. per car type in the stock menu (§3 `carTypeQty`). */
  count?: number
}

export interface MegaMenuGroup {
  heading?: string
  links: readonly MegaMenuLink[]
}

export interface MegaMenuProps {
  /** The navbar item, e.g. 'New Cars'. */
  label: string
  kind: MegaMenuKind
  groups: readonly MegaMenuGroup[]
}

/**
 * A navbar mega menu (§2: brands, models, bodies, columns; §3 also stock by car type). It is a disclosure of links, not an
 * ARIA menu — navigation stays links that Tab reaches and that open in a new tab. The panel takes
 * focus, Escape or a click outside closes it and focus returns to the button; choosing a link
 * closes it (§4 "dropdowns close on selection").
 */
export function MegaMenu({ label, kind, groups }: MegaMenuProps) {
  const panelId = useId()
  return (
    <DialogTrigger>
      <NavMenuTrigger label={label} />
      <Popover className="fc-MegaMenu-popover" placement="bottom start" offset={8}>
        <Dialog className="fc-MegaMenu-panel" aria-label={label} id={panelId} data-kind={kind}>
          {({ close }) => (
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
                          {link.count !== undefined && (
                            <span className="fc-MegaMenu-count">({link.count})</span>
                          )}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
