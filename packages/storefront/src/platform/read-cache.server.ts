// The kit's sub-request cache of the platform's catalogue reads (issue 18, like Hydrogen's
// CacheShort): an answer — parsed once — is reused while fresh; past that it is returned at once
// while one refresh runs (stale-while-revalidate); and while the platform is down the last answer
// keeps pages up. Bounded, per path. Writes show within `freshMs` plus one refresh.
import { LRUCache } from 'lru-cache'
import { PlatformUnavailableError } from './platform-errors.js'

export interface ReadCacheOptions {
  /** How long an answer is reused without asking again, in ms. */
  freshMs: number
  maxEntries: number
  now?: () => number
}

export type CachedRead = <T>(path: string, fetchValue: () => Promise<T>) => Promise<T>

/** Reads through the cache; `fetchValue` runs at most once at a time per path. */
export function createReadCache({
  freshMs,
  maxEntries,
  now = () => performance.now(),
}: ReadCacheOptions): CachedRead {
  const entries = new LRUCache<string, { value: unknown; storedAt: number }>({ max: maxEntries })
  const inFlight = new Map<string, Promise<unknown>>()
  const refresh = <T>(path: string, fetchValue: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(path)
    if (running) return running as Promise<T>
    const started = fetchValue()
      .then((value) => {
        entries.set(path, { value, storedAt: now() })
        return value
      })
      .finally(() => inFlight.delete(path))
    inFlight.set(path, started)
    return started
  }
  return async (path, fetchValue) => {
    const entry = entries.get(path)
    if (!entry) return refresh(path, fetchValue)
    if (now() - entry.storedAt > freshMs) {
      refresh(path, fetchValue).catch((error: unknown) => {
        // The stale answer stands while the platform is down; anything else is worth a log line.
        if (!(error instanceof PlatformUnavailableError))
          console.error(`[storefront] refresh of ${path} failed`, error)
      })
    }
    return entry.value as Awaited<ReturnType<typeof fetchValue>>
  }
}

/** No cache: every read asks the platform. */
export const uncachedRead: CachedRead = (_path, fetchValue) => fetchValue()
