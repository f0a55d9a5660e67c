// CSRF protection for every state-changing request — page actions, resource routes (the watchlist
// API) and sign-in alike (issue 14 item 9), by the browser's own word on where a request came from:
// Fetch Metadata first, the Origin header where a browser sends no Sec-Fetch-Site (the algorithm of
// Go 1.25's CrossOriginProtection). A sibling dealer site is same-site but not same-origin: refused.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const SAME_ORIGIN_FETCH = new Set(['same-origin', 'none'])

/** Whether `request` changes state on behalf of a page of another origin. */
export function isCrossOriginWrite(request: Pick<Request, 'method' | 'headers' | 'url'>): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null) return !SAME_ORIGIN_FETCH.has(fetchSite)
  const origin = request.headers.get('origin')
  // Neither header: not a browser acting for another site (every browser that omits Fetch
  // Metadata sends Origin on a cross-origin POST).
  if (origin === null) return false
  return origin !== new URL(request.url).origin
}
