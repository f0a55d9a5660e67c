import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, PRICE_SLIDER_STEP } from './constants.js'

export interface PriceRange {
  min: number
  max: number
}

/** The slider's starting range (§9). */
export const DEFAULT_PRICE_RANGE: PriceRange = { min: PRICE_SLIDER_MIN, max: PRICE_SLIDER_MAX }

/** The slider's minimum must stay below its maximum (§4). */
export function isValidPriceRange(range: PriceRange): boolean {
  return range.min < range.max
}

/**
 * Snaps a range onto the slider: within 5,000–250,000, on 500 steps, the minimum at least one step
 * below the maximum (§4, §9) — the non-drag inputs (WCAG 2.5.7) feed typed values through this.
 */
export function clampPriceRange(range: PriceRange): PriceRange {
  const snap = (value: number) =>
    Math.min(
      PRICE_SLIDER_MAX,
      Math.max(PRICE_SLIDER_MIN, Math.round(value / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP),
    )
  const max = Math.max(snap(range.max), PRICE_SLIDER_MIN + PRICE_SLIDER_STEP)
  const min = Math.min(snap(range.min), max - PRICE_SLIDER_STEP)
  return { min, max }
}
