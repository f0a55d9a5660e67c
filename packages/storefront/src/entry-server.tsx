// A template app's server entry (app/entry.server.tsx re-exports it): React Router's default Node
// entry — shell-first streaming, crawlers wait for everything — with the document head put in
// paint-first order (see document-head.ts).
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import { paintFirstHeadStream } from './frame/document-head.server.js'
import { NonceContext } from './frame/nonce.js'
import { requestNonce } from './frame/security-middleware.server.js'

/** How long deferred data may keep the response open before its boundaries are rejected. */
export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
): Promise<Response> | Response {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const { entry } = routerContext.manifest
  const runtime = new Set([entry.module, ...entry.imports])
  const userAgent = request.headers.get('user-agent')
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode
  // The CSP nonce the security middleware put in the header: React Router's inline scripts carry it.
  const nonce = requestNonce(loadContext)
  return new Promise((resolve, reject) => {
    let status = responseStatusCode
    let shellRendered = false
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // React outlines a finished Suspense boundary once 12.8 kB of the page has been written in
        // one flush: its HTML then arrives in a hidden <div> that only React's inline script shows.
        // A shopper without JavaScript (and a slow phone before it runs) would miss the hero's
        // search box and the home page's picker, though they were ready: finished boundaries are
        // written in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = paintFirstHeadStream(runtime)
          body.once('end', () => clearTimeout(timeout))
          responseHeaders.set('Content-Type', 'text/html')
          pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
        },
        onShellError(error: unknown) {
          clearTimeout(timeout)
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          // Errors in the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
