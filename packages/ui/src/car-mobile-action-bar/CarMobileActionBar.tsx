import { telHref } from '@forecourt/domain'
import { useRef } from 'react'
import { Button } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { useFocusNotObscured } from '../private/useFocusNotObscured.js'
import './CarMobileActionBar.css'

/** Enquire as a link to its page (it works without JavaScript), or as a button with a callback. */
export type CarMobileEnquireTarget =
  | { enquireHref: string; onEnquire?: never }
  | { onEnquire: () => void; enquireHref?: never }

/**
 * The car's buying step beside Enquire — Reserve, Subscribe or Book, whichever the domain's
 * `carActions` gives the car — as a link to its page or a button.
 */
export type CarMobileTakeUp = { label: string } & (
  | { href: string; onPress?: never }
  | { onPress: () => void; href?: never }
)

export type CarMobileActionBarProps = CarMobileEnquireTarget & {
  /** The car location's phone: Call Now dials it (§2). */
  phone: string
  /** The buying step, when the car has one the shopper can take now (§5). */
  takeUp?: CarMobileTakeUp
  /** Call Now was pressed: the storefront fires event 25 (§9). */
  onCall?: () => void
}

/**
 * The car page's fixed bottom bar below the large breakpoint (§2): Enquire, Call Now and the car's
 * buying step (Reserve for a car sold with a deposit). The page leaves room as tall as the bar at
 * its end, and focus landing behind the bar is scrolled above it (WCAG 2.4.11).
 */
export function CarMobileActionBar({
  phone,
  takeUp,
  onEnquire,
  enquireHref,
  onCall,
}: CarMobileActionBarProps) {
  const barRef = useRef<HTMLDivElement>(null)
  useFocusNotObscured(barRef)
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form fields; these are page actions */}
      <div ref={barRef} className="fc-CarMobileActionBar" role="group" aria-label="Car actions">
        {enquireHref ? (
          <ButtonLink href={enquireHref} variant="primary">
            Enquire
          </ButtonLink>
        ) : (
          <Button variant="primary" onPress={onEnquire}>
            Enquire
          </Button>
        )}
        <ButtonLink href={telHref(phone)} variant="secondary" onPress={onCall}>
          Call Now
        </ButtonLink>
        {takeUp?.href !== undefined && (
          <ButtonLink href={takeUp.href} variant="secondary">
            {takeUp.label}
          </ButtonLink>
        )}
        {takeUp?.onPress && (
          <Button variant="secondary" onPress={takeUp.onPress}>
            {takeUp.label}
          </Button>
        )}
      </div>
    </>
  )
}
