// The HTTP server of a template app (what `react-router-serve` would be, made for the storefront):
// the build's static files with long-lived caching, and every other request built into a fetch
// Request with the URL and shopper address the trusted proxies vouch for, its body capped (413),
// refused when another origin's page sent it to change something (CSRF), rendered by React
// Router, and compressed.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import sirv from 'sirv'
import { isCrossOriginWrite } from '../frame/cross-origin-guard.js'
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from '../platform/request-id-scope.server.js'
import { withShopper } from '../platform/shopper-scope.server.js'
import { SHOPPER_ADDRESS_HEADER } from '../tenant/shopper-address.js'
import { bodyCapOf, boundedBody } from './bounded-body.js'
import { compressedResponse } from './compression.js'
import { crossOriginRefusal } from './cross-origin-refusal.js'
import { oversizedBodyRefusal } from './oversized-body-refusal.js'
import {
  fromCachedPage,
  isCacheableIncoming,
  isCacheableRequest,
  isShareableResponse,
  type PageCache,
  pageCacheKey,
  toCachedPage,
  writeCachedPage,
} from './page-cache.js'
import { type ShopperRequest, shopperRequestOf, type TrustProxy } from './trusted-proxies.js'

export interface StorefrontServerOptions {
  build: ServerBuild
  /** The build's client folder (`build/client`): assets and anything public. */
  clientDirectory: string
  trust: TrustProxy
  /** Public pages kept in memory (node/page-cache.ts); none when absent. */
  pageCache?: PageCache | undefined
  /**
   * Files answered at `/.well-known/{name}` on every site's host, such as the Apple Pay domain
   * association a wallet needs before Apple shows its button there (see serve.ts).
   */
  wellKnown?: Readonly<Record<string, string>> | undefined
  mode?: 'production' | 'development'
}

export function createStorefrontServer({
  build,
  clientDirectory,
  trust,
  pageCache,
  wellKnown = {},
  mode = 'production',
}: StorefrontServerOptions): Server {
  const handle = createRequestHandler(build, mode)
  const files = sirv(clientDirectory, {
    etag: true,
    gzip: true,
    brotli: true,
    // Hashed file names never change content: a browser or CDN keeps them for a year.
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      res.setHeader('X-Content-Type-Options', 'nosniff')
    },
  })

  /** React Router's answer, compressed for the request. */
  const rendered = async (request: Request) =>
    compressedResponse(request, await handle(request, new RouterContextProvider()))

  /** The answer from the page cache, or rendered and kept there when it may be shared. */
  async function cachedOrRendered(request: Request, cache: PageCache): Promise<Response> {
    const key = pageCacheKey(request.headers.get('accept-encoding'), request.url)
    const cached = cache.get(key)
    if (cached) {
      if (cached.state === 'stale') {
        const again = new Request(request.url, { headers: request.headers })
        cache.refreshOnce(key, async () => {
          const response = await rendered(again)
          if (isShareableResponse(response)) cache.set(key, await toCachedPage(response))
        })
      }
      return fromCachedPage(cached.page, cached.state, request.method)
    }
    const response = await rendered(request)
    if (request.method !== 'GET' || !isShareableResponse(response)) return response
    const page = await toCachedPage(response)
    cache.set(key, page)
    return fromCachedPage(page, 'miss', request.method)
  }

  /**
   * A fresh kept copy, written straight to the response — true when it answered. The URL is the one
   * a fetch Request of `req` would have (its key); a stale or missing copy goes the long way, which
   * re-renders it.
   */
  function answeredFromCache(
    req: IncomingMessage,
    res: ServerResponse,
    cache: PageCache,
    shopper: ShopperRequest,
  ): boolean {
    const url = URL.parse(`${shopper.protocol}//${shopper.host}${req.url ?? '/'}`)
    if (!url) return false
    const cached = cache.get(pageCacheKey(req.headers['accept-encoding'], url.href))
    if (cached?.state !== 'hit') return false
    writeCachedPage(res, cached.page, 'hit', req.method ?? 'GET')
    return true
  }

  async function render(req: IncomingMessage, res: ServerResponse) {
    // One id per app request, answered and sent on its platform calls (request-id-scope.server.ts).
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER])
    res.setHeader(REQUEST_ID_HEADER, requestId)
    const shopper = shopperRequestOf(req, trust)
    req.headers[SHOPPER_ADDRESS_HEADER] = shopper.address
    if (pageCache && isCacheableIncoming(req) && answeredFromCache(req, res, pageCache, shopper)) return
    const incoming = createRequest(req, res, { protocol: shopper.protocol, host: shopper.host })
    const bounded = await boundedBody(incoming, bodyCapOf(incoming))
    if (!bounded.ok) {
      const nonce = randomBytes(16).toString('base64')
      return sendResponse(res, oversizedBodyRefusal(nonce, { closeConnection: !bounded.drained }))
    }
    const { request } = bounded
    // Every platform call made for this request says whose it is (platform/shopper-scope.server.ts).
    const response = await withRequestId(requestId, () =>
      withShopper(shopper.address, () => {
        if (isCrossOriginWrite(request)) return crossOriginRefusal(randomBytes(16).toString('base64'))
        if (pageCache && isCacheableRequest(request)) return cachedOrRendered(request, pageCache)
        return rendered(request)
      }),
    )
    await sendResponse(res, response)
  }

  /** A configured well-known file, or false to go on. */
  function wellKnownFile(req: IncomingMessage, res: ServerResponse): boolean {
    const name = /^\/\.well-known\/([\w.-]+)$/.exec(req.url ?? '')?.[1]
    const body = name !== undefined && Object.hasOwn(wellKnown, name) ? wellKnown[name] : undefined
    if (body === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    res.writeHead(200, {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  return createServer((req, res) => {
    if (wellKnownFile(req, res)) return
    // sirv streams files it listed at start, and nothing listens for its stream's errors: a file
    // deleted since (a rebuild under a running server) would take the process down. The answer is
    // cut short instead, and the server goes on.
    res.once('pipe', (source) =>
      source.once('error', (error: Error) => {
        console.error('[storefront] static file failed', req.url, error.message)
        res.destroy()
      }),
    )
    files(req, res, () => {
      render(req, res).catch((error: unknown) => {
        // Never a stack trace to the shopper; the log has it.
        console.error('[storefront] request failed', error)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
        res.end('Something went wrong')
      })
    })
  })
}
