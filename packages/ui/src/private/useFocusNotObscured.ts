import { type RefObject, useEffect } from 'react'

/** Room left between a focused control and the bar, so its focus ring shows too. */
const CLEARANCE_PX = 12

/**
 * Keeps a focused element clear of a bar fixed or stuck to an edge of the viewport (WCAG 2.2
 * 2.4.11 Focus Not Obscured): when keyboard focus lands on something the bar covers, the page
 * scrolls it clear. The browser only scrolls focus into view when it is off-screen, and a fixed
 * bar is on-screen, so without this a Tab (or Shift+Tab) could land behind the bar.
 */
export function useFocusNotObscured(
  barRef: RefObject<HTMLElement | null>,
  edge: 'top' | 'bottom' = 'bottom',
) {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const bar = barRef.current
      const target = event.target
      if (!bar || !(target instanceof Element) || bar.contains(target)) return
      // Hidden at desktop widths, where the sidebar's own buttons take over.
      if (getComputedStyle(bar).display === 'none') return
      const barRect = bar.getBoundingClientRect()
      const targetRect = target.getBoundingClientRect()
      if (edge === 'bottom') {
        const overlap = targetRect.bottom + CLEARANCE_PX - barRect.top
        if (overlap > 0) window.scrollBy({ top: overlap })
      } else {
        // A sticky header only covers what has scrolled under it, i.e. while it is stuck at the top.
        const overlap = barRect.bottom + CLEARANCE_PX - targetRect.top
        if (barRect.top <= 0 && overlap > 0) window.scrollBy({ top: -overlap })
      }
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [barRef, edge])
}
