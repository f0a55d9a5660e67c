// What the watchlist forms and their action agree on; shared by the server action and the page's
// button without bringing server code into the browser.

export const WATCHLIST_PATH = '/watchlist'

/** Marks a form a page script sent (a fetcher): it wants data back, not a redirect. */
export const ENHANCED_WATCHLIST_FIELD = 'enhanced'

export type WatchlistActionData = { saved: boolean; carId: number } | { error: string }
