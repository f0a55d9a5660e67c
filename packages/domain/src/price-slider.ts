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

/** A slider's bounds and step; §9's for cars, a family profile's otherwise. */
export interface PriceSliderBounds {
  min: number
  max: number
  step: number
}

const CAR_SLIDER: PriceSliderBounds = {
  min: PRICE_SLIDER_MIN,
  max: PRICE_SLIDER_MAX,
  step: PRICE_SLIDER_STEP,
}

/**
 * Snaps a range onto the slider: within 5,000–250,000, on 500 steps (or the family's slider), the
 * minimum at least one step below the maximum (§4, §9) — the non-drag inputs (WCAG 2.5.7) feed
 * typed values through this.
 */
export function clampPriceRange(range: PriceRange, slider: PriceSliderBounds = CAR_SLIDER): PriceRange {
  const snap = (value: number) =>
    Math.min(slider.max, Math.max(slider.min, Math.round(value / slider.step) * slider.step))
  const max = Math.max(snap(range.max), slider.min + slider.step)
  const min = Math.min(snap(range.min), max - slider.step)
  return { min, max }
}

/**
 * The slider's bounds stretched to the stock's own lowest and highest values, out to whole steps,
 * so the slider reaches every vehicle (a prime mover past §9's $250,000). An end the stock stays
 * within, or does not tell (no stock, no stats), keeps the slider's bound.
 */
export function sliderReaching<T extends PriceSliderBounds>(
  slider: T,
  stock: { min?: number | undefined; max?: number | undefined },
): T {
  const beyond = (value: number | undefined, past: (value: number) => boolean) =>
    value !== undefined && Number.isFinite(value) && past(value)
  const min = beyond(stock.min, (value) => value < slider.min)
    ? Math.max(0, Math.floor((stock.min as number) / slider.step) * slider.step)
    : slider.min
  const max = beyond(stock.max, (value) => value > slider.max)
    ? Math.ceil((stock.max as number) / slider.step) * slider.step
    : slider.max
  return min === slider.min && max === slider.max ? slider : { ...slider, min, max }
}
