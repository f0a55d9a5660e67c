import { type PointerEvent, useRef } from 'react'

/** Horizontal travel, in CSS pixels, that counts as a swipe rather than a tap or a scroll. */
const SWIPE_DISTANCE = 40

/**
 * Pointer handlers that call back on a horizontal swipe. Buttons beside the swipe area stay the
 * way to do the same without dragging (WCAG 2.5.7), so this is a convenience for touch only.
 */
export function useSwipe(onSwipe: (direction: 'previous' | 'next') => void) {
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY }
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current
      start.current = null
      if (!from) return
      const dx = event.clientX - from.x
      const dy = event.clientY - from.y
      // Mostly vertical movement is the shopper scrolling the page, not swiping.
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return
      onSwipe(dx < 0 ? 'next' : 'previous')
    },
    onPointerCancel: () => {
      start.current = null
    },
  }
}
