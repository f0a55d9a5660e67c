import type { Car } from '@forecourt/domain'
import { WatchlistButton } from '../account/WatchlistButton.js'

/**
 * Save / Saved on the signed-in shopper's watchlist (§4, §5), for a site that keeps favourites on
 * the server; `watchlisted` is null where favourites stay in the browser, and then nothing shows.
 */
export function CarWatchlistBlock({ car, watchlisted }: { car: Car; watchlisted: boolean | null }) {
  return watchlisted === null ? null : <WatchlistButton car={car} saved={watchlisted} />
}
