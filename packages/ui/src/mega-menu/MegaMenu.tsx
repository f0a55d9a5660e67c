import { Suspense, useId, useRef, useState } from 'react'
import { lazyPart } from '../private/lazyPart.js'
import { NavMenuTrigger } from '../private/NavMenuTrigger.js'
import './MegaMenu.css'

const panel = lazyPart(() => import('./MegaMenuPanel.js').then((module) => module.MegaMenuPanel))

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
 * closes it (§4 "dropdowns close on selection"). The panel (react-aria's popover and dialog) is
 * downloaded when the shopper first points at, focuses or opens the button, not with the page.
 */
export function MegaMenu(props: MegaMenuProps) {
  const panelId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setOpen] = useState(false)
  const [wasOpened, setWasOpened] = useState(false)
  return (
    <>
      <NavMenuTrigger
        ref={triggerRef}
        label={props.label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onHoverStart={panel.preload}
        onFocus={panel.preload}
        onPress={() => {
          setWasOpened(true)
          setOpen(!isOpen)
        }}
      />
      {wasOpened && (
        <Suspense fallback={null}>
          <panel.Component
            {...props}
            id={panelId}
            triggerRef={triggerRef}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  )
}
