// What a CDN in front of the apps may keep (issue 18 item 2). A page every shopper of the site sees
// alike is public for a minute at the edge and served stale while it refreshes; anything that
// depends on who is asking — a form with its own idempotency key, a signed-in watchlist, checkout —
// is private and never stored. A page is private unless its route says otherwise.
import type { HeadersArgs } from 'react-router'

/** Shared caches keep the page 60 s and may serve it up to 10 min stale while they fetch a new one. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

/** Nobody stores it: it is this shopper's. */
export const PRIVATE_CACHE = 'private, no-store'

/**
 * A route's `headers` for a page every shopper of the site sees alike — unless its loader found
 * something personal and said so with its own Cache-Control (`personal()`).
 */
export function publicPageHeaders({ loaderHeaders }: Pick<HeadersArgs, 'loaderHeaders'>): HeadersInit {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? PUBLIC_PAGE_CACHE }
}

/** The headers a loader answers with when its page holds something of this shopper's. */
export const personal = (): HeadersInit => ({ 'Cache-Control': PRIVATE_CACHE })
