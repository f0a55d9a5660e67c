import { Button } from '../button/Button.js'
import './ScrollToTop.css'

export interface ScrollToTopProps {
  /** The element that takes focus at the top (the skip link target or the header), so keyboard users land there too. */
  targetId?: string
}

function ArrowUpIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 19V5M5 12l7-7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * The footer's scroll-to-top button (§2). It moves focus as well as the view: a keyboard user who
 * only scrolled would press Tab and be thrown back to the footer.
 */
export function ScrollToTop({ targetId }: ScrollToTopProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className="fc-ScrollToTop"
      onPress={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        const target = targetId ? document.getElementById(targetId) : null
        if (target) {
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
          target.focus({ preventScroll: true })
        }
      }}
    >
      <ArrowUpIcon />
      Back to top
    </Button>
  )
}
