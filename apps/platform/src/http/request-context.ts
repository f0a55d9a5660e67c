import type { MiddlewareHandler } from 'hono'
import { inRequest, type PlatformLog } from '../log/platform-log.js'
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js'

/**
 * Every request gets an id (the app's, when valid) answered in X-Request-Id and carried by every
 * line logged while it is served; with `log`, one line per request once it is answered. The path
 * is logged without the query's values (they may name a shopper): only which parameters came.
 */
export function requestContext(log?: Pick<PlatformLog, 'info'>): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER))
    const startedAt = performance.now()
    // Set before the answer is made, so c.json and c.body carry it; set after only on a Response a
    // handler built itself, since Hono copies a finished Response to add a header to it.
    c.header(REQUEST_ID_HEADER, requestId)
    await inRequest(requestId, async () => {
      await next()
      if (!c.res.headers.has(REQUEST_ID_HEADER)) c.header(REQUEST_ID_HEADER, requestId)
      log?.info('request', {
        method: c.req.method,
        path: c.req.path,
        query: [...new Set(new URL(c.req.url).searchParams.keys())],
        status: c.res.status,
        ms: Math.round((performance.now() - startedAt) * 10) / 10,
      })
    })
  }
}
