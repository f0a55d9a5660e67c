import type { Currency } from './region.js'

export type { Currency } from './region.js'

const formatters = new Map<string, Intl.NumberFormat>()

function currencyFormatter(currency: Currency, fractionDigits: number): Intl.NumberFormat {
  const locale = currency === 'NZD' ? 'en-NZ' : 'en-AU'
  const key = `${locale}:${currency}:${fractionDigits}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/** Whole-dollar price as shoppers read it: `$45,990`. */
export function formatPrice(amount: number, currency: Currency = 'AUD'): string {
  return currencyFormatter(currency, 0).format(Math.round(amount))
}

/** Cents when they matter (deposits, fees): `$1,234.50`. */
export function formatMoney(amount: number, currency: Currency = 'AUD'): string {
  return currencyFormatter(currency, 2).format(amount)
}

// Made once: a NumberFormat costs far more to build than to use, and every card formats its km.
const kmFormat = new Intl.NumberFormat('en-AU')

/** Odometer reading: `12,345 km`. */
export function formatKm(km: number): string {
  return `${kmFormat.format(Math.round(km))} km`
}

/**
 * A weekly repayment as cards show it: `$123 p/w`. Cents first (so float noise never adds a dollar),
 * then up to the dollar so the estimate never understates the repayment (spec is silent on rounding).
 */
export function formatWeekly(amount: number, currency: Currency = 'AUD'): string {
  const cents = Math.round(amount * 100) / 100
  return `${formatPrice(Math.ceil(cents), currency)} p/w`
}

/** Thousands shorthand used by filter chips (§2): 5000 → `5K`, 7500 → `7.5K`, 800 → `800`. */
export function formatThousands(value: number): string {
  if (Math.abs(value) < 1000) return String(Math.round(value))
  const thousands = Math.round(value / 100) / 10
  return `${thousands}K`
}

/** An annual rate as a percentage with two decimals: 7.49 → `7.49%`. */
export function formatPercent(rate: number): string {
  return `${rate.toFixed(2)}%`
}
