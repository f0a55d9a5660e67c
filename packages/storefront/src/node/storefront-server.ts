// The HTTP server of a template app (what `react-router-serve` would be, made for the storefront):
// the build's static files with long-lived caching, and every other request built into a fetch
// Request with the URL and shopper address the trusted proxies vouch for, refused when another
// origin's page sent it to change something (CSRF), rendered by React Router, and compressed.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import sirv from 'sirv'
import { isCrossOriginWrite } from '../frame/cross-origin-guard.js'
import { SHOPPER_ADDRESS_HEADER } from '../tenant/shopper-address.js'
import { compressedResponse } from './compression.js'
import { crossOriginRefusal } from './cross-origin-refusal.js'
import { shopperRequestOf, type TrustProxy } from './trusted-proxies.js'

export interface StorefrontServerOptions {
  build: ServerBuild
  /** The build's client folder (`build/client`): assets and anything public. */
  clientDirectory: string
  trust: TrustProxy
  mode?: 'production' | 'development'
}

export function createStorefrontServer({
  build,
  clientDirectory,
  trust,
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

  async function render(req: IncomingMessage, res: ServerResponse) {
    const shopper = shopperRequestOf(req, trust)
    req.headers[SHOPPER_ADDRESS_HEADER] = shopper.address
    const request = createRequest(req, res, { protocol: shopper.protocol, host: shopper.host })
    const response = isCrossOriginWrite(request)
      ? crossOriginRefusal(randomBytes(16).toString('base64'))
      : await handle(request, new RouterContextProvider())
    await sendResponse(res, compressedResponse(request, response))
  }

  return createServer((req, res) => {
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
