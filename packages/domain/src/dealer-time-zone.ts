import type { Region } from './region.js'

/** IANA zones of the Australian states and territories (the dealer's clock, not the shopper's). */
const AU_STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
}

/**
 * The time zone a dealer's opening hours are written in: New Zealand is one zone; in Australia the
 * location's state decides, Sydney when the state is unknown (the most common dealer clock).
 */
export function dealerTimeZone(region: Region, state: string | null | undefined): string {
  if (region === 'NZ') return 'Pacific/Auckland'
  return AU_STATE_TIME_ZONES[(state ?? '').trim().toUpperCase()] ?? 'Australia/Sydney'
}
