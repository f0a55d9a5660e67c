// The sites this app has resolved, by host (issue 14 items 10 and 11, issue 18): bounded, so a
// flood of made-up hosts cannot grow it; fresh for a few seconds, then served while one refresh
// runs in the background; and kept after that, so while the platform is down a shopper still gets
// the dealer's site — and the enquiry they are typing — rather than an outage page.
import type { SiteConfig } from '@forecourt/domain'
import { LRUCache } from 'lru-cache'

export interface SiteCacheOptions {
  /** How many hosts to remember; the least recently asked is forgotten first. */
  maxHosts: number
  /** How long a resolved site is served without asking the platform again, in ms (0: always ask). */
  freshMs: number
  /** The clock, in ms (tests move it). */
  now?: () => number
}

export type SiteResolver = (host: string) => Promise<SiteConfig | null>

/** A lookup of the site at a host, through the cache: the last known answer when the platform fails. */
export function createSiteCache(
  resolve: SiteResolver,
  { maxHosts, freshMs, now = () => performance.now() }: SiteCacheOptions,
): SiteResolver {
  const cache = new LRUCache<string, { site: SiteConfig | null }>({
    max: maxHosts,
    ttl: Math.max(freshMs, 1),
    perf: { now },
    // Read the clock on every check rather than once a millisecond: expiry follows `now` exactly.
    ttlResolution: 0,
    // Past its time a site is still returned at once while one refresh runs (stale-while-revalidate)…
    allowStale: freshMs > 0,
    // …and kept when a refresh fails, to be served while the platform is down.
    noDeleteOnFetchRejection: true,
    fetchMethod: async (host) => ({ site: await resolve(host) }),
  })
  return async (host) => {
    try {
      return (await cache.fetch(host))?.site ?? null
    } catch (error) {
      const last = cache.peek(host, { allowStale: true })
      if (last) return last.site
      throw error
    }
  }
}
