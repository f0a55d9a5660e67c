/** How many attempts a key may make in a window. */
export interface RateLimit {
  limit: number
  windowMs: number
}

export interface RateLimiter {
  /** Counts one attempt; `retryAfterSeconds` is set when the attempt is over the limit. */
  take(key: string): { allowed: boolean; retryAfterSeconds: number }
}

// Keys kept before old windows are swept, so a flood of distinct keys cannot grow memory for ever.
const SWEEP_AT = 10_000

/**
 * A fixed-window counter per key, in this process's memory. One platform process fronts the
 * apps today; several behind a balancer would each allow `limit` (stated in README.md).
 */
export function createRateLimiter({ limit, windowMs }: RateLimit, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    take(key) {
      const at = now()
      if (windows.size >= SWEEP_AT) {
        for (const [stored, window] of windows) if (at - window.start >= windowMs) windows.delete(stored)
      }
      const current = windows.get(key)
      if (!current || at - current.start >= windowMs) {
        windows.set(key, { start: at, count: 1 })
        return { allowed: limit >= 1, retryAfterSeconds: limit >= 1 ? 0 : Math.ceil(windowMs / 1000) }
      }
      current.count += 1
      if (current.count <= limit) return { allowed: true, retryAfterSeconds: 0 }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((current.start + windowMs - at) / 1000)),
      }
    },
  }
}
