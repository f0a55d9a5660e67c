import { telHref } from '@forecourt/domain'
import { useRef } from 'react'
import { Button } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { useFocusNotObscured } from '../private/useFocusNotObscured.js'
import './CarMobileActionBar.css'

/**
 * Enquire and Reserve as links to their pages (they work without JavaScript), or as buttons with
 * callbacks.
 */
export type CarMobileActionTargets =
  | { enquireHref: string; reserveHref?: string; onEnquire?: never; onReserve?: never }
  | { onEnquire: () => void; onReserve?: () => void; enquireHref?: never; reserveHref?: never }

export type CarMobileActionBarProps = CarMobileActionTargets & {
  /** The car location's phone: Call Now dials it (§2). */
  phone: string
  /** Whether Reserve shows: the domain's `canReserve` for the car and site (§5). */
  canReserve: boolean
  /** Call Now was pressed: the storefront fires event 25 (§9). */
  onCall?: () => void
}

/**
 * The car page's fixed bottom bar below the large breakpoint (§2): Enquire, Call Now and, when the
 * car can be reserved, Reserve. A spacer as tall as the bar keeps the end of the page reachable,
 * and focus landing behind the bar is scrolled above it (WCAG 2.4.11).
 */
export function CarMobileActionBar({
  phone,
  canReserve,
  onEnquire,
  onReserve,
  enquireHref,
  reserveHref,
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
        {canReserve && reserveHref && (
          <ButtonLink href={reserveHref} variant="secondary">
            Reserve
          </ButtonLink>
        )}
        {canReserve && onReserve && (
          <Button variant="secondary" onPress={onReserve}>
            Reserve
          </Button>
        )}
      </div>
    </>
  )
}
