import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from './api-error.js'
import type { RateLimiter } from './rate-limiter.js'

/** The largest request body the API reads; a lead with a long message is a few KB. */
export const MAX_BODY_BYTES = 64 * 1024

/** 413 in the platform's error shape for anything bigger than MAX_BODY_BYTES. */
export const limitBodySize: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes`)
  },
})

/** Throws a 429 with Retry-After when `key` is over its limit. */
export async function enforceRateLimit(limiter: RateLimiter, key: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await limiter.take(key)
  if (!allowed) {
    throw new ApiError(429, 'rate_limited', 'Too many requests; try again later', undefined, {
      'Retry-After': String(retryAfterSeconds),
    })
  }
}
