export type Currency = 'AUD' | 'NZD'

const formatters = new Map<string, Intl.NumberFormat>()

/** Whole-dollar price as shoppers read it: `$45,990`. */
export function formatPrice(amount: number, currency: Currency = 'AUD'): string {
  const locale = currency === 'NZD' ? 'en-NZ' : 'en-AU'
  const key = `${locale}:${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(Math.round(amount))
}

/** Odometer reading: `12,345 km`. */
export function formatKm(km: number): string {
  return `${new Intl.NumberFormat('en-AU').format(Math.round(km))} km`
}
