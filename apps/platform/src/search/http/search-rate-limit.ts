// The request-rate limit of the search endpoint (issue 14 item 5). A site's search key is public
// and the apps' servers search from one address for every shopper, so neither the key nor the
// address alone says who is searching: the count is per key and shopper — the address an app names
// with the service credential, else the caller's own (http/client-address.ts).
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import type { RateLimit, RateLimiter } from '../../http/rate-limiter.js'

/**
 * A search box sends a request per keystroke and a results page a few more per refinement: 120 in
 * 10 seconds is far beyond a person typing, and stops a script that reads the stock in a loop.
 */
export const DEFAULT_SEARCH_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 10_000 }

export interface SearchRateLimit {
  /** Counts searches (http/rate-limiter.ts: stored, so every platform process shares the count). */
  limiter: RateLimiter
  /** Who is searching: the shopper an app names with the service credential, else the caller. */
  callerOf: (c: Context) => string
}

/**
 * The counter's key for `apiKey` and `caller`. A key is a few hundred characters of base64: a
 * digest keeps the stored key short, and says nothing of the key to whoever reads the table.
 */
export function searchRateKey(apiKey: string, caller: string): string {
  return `${createHash('sha256').update(apiKey).digest('hex').slice(0, 24)}:${caller}`
}
