import type { PlatformStore } from '../db/platform-store.js'

/** How many attempts a key may make in a window. */
export interface RateLimit {
  limit: number
  windowMs: number
}

export interface RateLimiter {
  /** Counts one attempt; `retryAfterSeconds` is set when the attempt is over the limit. */
  take(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>
}

// Attempts between sweeps of old windows, so a flood of distinct keys cannot grow a table for ever.
const SWEEP_EVERY = 1000

function verdict(count: number, windowStart: number, { limit, windowMs }: RateLimit, at: number) {
  if (count <= limit) return { allowed: true, retryAfterSeconds: 0 }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) }
}

/**
 * A fixed-window counter per key in the database's `rate_limit_windows`: every platform process
 * on the same database counts against one limit. `name` keeps limiters' keys apart.
 */
export function storedRateLimiter(
  store: Pick<PlatformStore, 'countAttempt' | 'sweepRateLimits'>,
  name: string,
  rule: RateLimit,
  now: () => number = Date.now,
): RateLimiter {
  let attempts = 0
  return {
    async take(key) {
      const at = now()
      if (++attempts % SWEEP_EVERY === 0) {
        await store.sweepRateLimits(`${name}:`, new Date(at - rule.windowMs))
      }
      const { count, windowStart } = await store.countAttempt(`${name}:${key}`, rule.windowMs, new Date(at))
      return verdict(count, windowStart.getTime(), rule, at)
    },
  }
}

/** The same counter in this process's memory: for a limit no other process needs to share. */
export function createRateLimiter(rule: RateLimit, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    async take(key) {
      const at = now()
      if (windows.size >= SWEEP_EVERY * 10) {
        for (const [stored, window] of windows) if (at - window.start >= rule.windowMs) windows.delete(stored)
      }
      let current = windows.get(key)
      if (!current || at - current.start >= rule.windowMs) {
        current = { start: at, count: 0 }
        windows.set(key, current)
      }
      current.count += 1
      return verdict(current.count, current.start, rule, at)
    },
  }
}
