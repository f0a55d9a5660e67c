// The apps' servers call /v1 with a service credential (`Authorization: Bearer <PLATFORM_SERVICE_TOKEN>`).
// Without it only the catalogue reads stay open: what any dealer site shows anyway. A lead's
// personal data, sign-in, watchlists, payments and every write refuse, so reaching the platform's
// port is not enough to read a shopper's details or write for a site.
import { timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { ApiError } from './api-error.js'

/** Catalogue reads: sites, their pages' data, cars, manufacturers and the API's own description. */
const PUBLIC_READS = [
  /^\/v1\/sites\/?$/,
  /^\/v1\/sites\/[^/]+\/?$/,
  /^\/v1\/sites\/[^/]+\/(navigation|locations|models|manufacturers|cars)\/?$/,
  /^\/v1\/sites\/[^/]+\/locations\/[^/]+\/?$/,
  /^\/v1\/sites\/[^/]+\/cars\/by-id\/[^/]+\/?$/,
  /^\/v1\/sites\/[^/]+\/cars\/(?!by-id\/?$)[^/]+\/?$/,
  /^\/v1\/manufacturers\/?$/,
  /^\/v1\/openapi\.json$/,
]

/**
 * Routes that authenticate their own callers: the dealer API (a per-site dealer credential) and
 * Stripe's webhook (Stripe's signature over the body). The service credential is not theirs to ask.
 */
const OWN_AUTHENTICATION = [/^\/v1\/dealer\//, /^\/v1\/webhooks\/stripe\/?$/]

/** Whether a request may be answered without the service credential. */
export function isPublicRead(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && PUBLIC_READS.some((pattern) => pattern.test(path))
}

/** Whether the request carries the platform's service credential. */
export function hasServiceCredential(c: Context, token: string): boolean {
  const header = c.req.header('authorization') ?? ''
  const presented = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '')
  const expected = Buffer.from(token)
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}

/** 401 for anything but a public read when the service credential is missing or wrong. */
export function requireServiceCredential(token: string): MiddlewareHandler {
  return async (c, next) => {
    const ownAuthentication = OWN_AUTHENTICATION.some((pattern) => pattern.test(c.req.path))
    if (!ownAuthentication && !isPublicRead(c.req.method, c.req.path) && !hasServiceCredential(c, token)) {
      throw new ApiError(
        401,
        'service_credential_required',
        'This call needs the platform service credential',
        undefined,
        {
          'WWW-Authenticate': 'Bearer realm="forecourt-platform"',
        },
      )
    }
    await next()
  }
}
