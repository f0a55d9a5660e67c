// Images are served from the site's own origin at /images/*, forwarded to the platform (the image
// CDN stand-in in development; production points IMAGE_ORIGIN at the real CDN). Same-origin images
// need no extra connection and no CORS, which keeps the LCP image fast.
import type { RouterContextProvider } from 'react-router'
import { getStorefront } from '../tenant/site-context.server.js'

const FORWARDED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']

export async function imageProxyLoader({
  request,
  context,
}: {
  request: Request
  context: Readonly<RouterContextProvider>
}): Promise<Response> {
  const { imageOrigin } = getStorefront(context)
  const url = new URL(request.url)
  let upstream: Response
  try {
    upstream = await fetch(new URL(`${url.pathname}${url.search}`, imageOrigin), {
      headers: { accept: request.headers.get('accept') ?? 'image/*' },
      signal: AbortSignal.timeout(5000),
    })
  } catch {
    return new Response(null, { status: 503, headers: { 'cache-control': 'no-store' } })
  }
  const headers = new Headers()
  for (const name of FORWARDED_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: upstream.status, headers })
}
