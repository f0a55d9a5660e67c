import type { User } from './schemas/watchlist.js'

export type { User, WatchlistEntry } from './schemas/watchlist.js'

/** Payload of POST /api/watchlist/save-car and /remove-car (§7). */
export interface WatchlistRequest {
  phone_number: string
  car_id: number
}

export type WatchlistDecision =
  | { kind: 'save'; request: WatchlistRequest }
  | { kind: 'sign-in'; href: string }

/**
 * Saving to the watchlist needs a signed-in user with a phone, else the shopper goes to sign-in with
 * type=watchlist and a redirect back to where they were (§2, §5).
 */
export function watchlistDecision(
  user: User | null | undefined,
  carId: number,
  returnPath: string,
): WatchlistDecision {
  if (user?.phone) return { kind: 'save', request: { phone_number: user.phone, car_id: carId } }
  const query = new URLSearchParams({ type: 'watchlist', redirect: returnPath })
  return { kind: 'sign-in', href: `/sign-in?${query.toString()}` }
}

/** Watchlist button text; it is disabled while a save is in flight (§4). */
export function watchlistButtonLabel(saved: boolean): 'Save' | 'Saved' {
  return saved ? 'Saved' : 'Save'
}
