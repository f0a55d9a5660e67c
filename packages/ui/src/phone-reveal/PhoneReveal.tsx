import { formatPhone, maskPhone, type Region, telHref } from '@forecourt/domain'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../button/Button.js'
import { Link } from '../link/Link.js'
import './PhoneReveal.css'

export interface PhoneRevealProps {
  phone: string
  /** Picks the display format where a number reads differently in AU and NZ. */
  region?: Region
  /** The shopper asked to see the number: the storefront records the reveal (§7). */
  onReveal?: () => void
  /** The shopper pressed the revealed number: the storefront fires event 25 (§9). */
  onCall?: () => void
}

/**
 * Phone reveal (§4): masked after the first five characters until pressed; pressing reveals it
 * and records the reveal; it is then a `tel:` link. Focus moves to the link so a keyboard user
 * does not lose their place when the button is replaced.
 */
export function PhoneReveal({ phone, region = 'AU', onReveal, onCall }: PhoneRevealProps) {
  const [isRevealed, setRevealed] = useState(false)
  const revealedByShopper = useRef(false)
  const linkRef = useRef<HTMLAnchorElement>(null)
  const display = formatPhone(phone, region)

  useEffect(() => {
    if (isRevealed && revealedByShopper.current) linkRef.current?.focus()
  }, [isRevealed])

  if (isRevealed) {
    return (
      <Link
        ref={linkRef}
        href={telHref(phone)}
        className="fc-PhoneReveal fc-PhoneReveal-link"
        onPress={onCall}
      >
        <PhoneIcon />
        {display}
      </Link>
    )
  }
  return (
    <Button
      variant="secondary"
      className="fc-PhoneReveal"
      onPress={() => {
        revealedByShopper.current = true
        setRevealed(true)
        onReveal?.()
      }}
    >
      <PhoneIcon />
      <span className="fc-PhoneReveal-masked" aria-hidden="true">
        {maskPhone(display)}
      </span>
      <span className="fc-PhoneReveal-action">Show number</span>
    </Button>
  )
}

function PhoneIcon() {
  return (
    <svg className="fc-PhoneReveal-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  )
}
