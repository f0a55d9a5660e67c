import { type RefObject, useEffect } from 'react'

/** Room left between a focused control and the bar, so its focus ring shows too. */
const CLEARANCE_PX = 12

/**
 * Keeps a focused element clear of a bar fixed to the bottom of the viewport (WCAG 2.2 2.4.11
 * Focus Not Obscured): when keyboard focus lands on something the bar covers, the page scrolls it
 * above the bar. The browser only scrolls focus into view when it is off-screen, and a fixed bar
 * is on-screen, so without this a Tab could land behind the bar.
 */
export function useFocusNotObscured(barRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const bar = barRef.current
      const target = event.target
      if (!bar || !(target instanceof Element) || bar.contains(target)) return
      // Hidden at desktop widths, where the sidebar's own buttons take over.
      if (getComputedStyle(bar).display === 'none') return
      const barTop = bar.getBoundingClientRect().top
      const { bottom } = target.getBoundingClientRect()
      if (bottom + CLEARANCE_PX > barTop) window.scrollBy({ top: bottom + CLEARANCE_PX - barTop })
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [barRef])
}
