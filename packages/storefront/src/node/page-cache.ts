// The app server's own shared cache of public pages (issue 18: dealer sites are read thousands of
// times for every write, so they should answer from memory). Only a GET for a page its route made
// public (Cache-Control: public, frame/cache-policy.ts), answered 200 without a cookie of its own,
// is kept — per URL and per content encoding, as the bytes sent. A fresh copy is served as it is; a
// stale one is served once while a single re-render replaces it (stale-while-revalidate). A request
// carrying the shopper's session is never answered from here: what it sees may be theirs.
//
// The copy keeps the CSP nonce it was rendered with. That is safe: a nonce guards against markup
// injected into a page, and anything injected into this URL's page is already in the copy, made
// before the nonce existed; a page with other markup is another URL or the next render, with a new one.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { encodingFor } from './compression.js'

/** The platform's shopper session cookie (apps/platform auth/session-cookie.ts). */
const SESSION_COOKIE = /(?:^|;\s*)forecourt_session=/

export interface CachedPage {
  status: number
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
}

export interface PageCacheOptions {
  /** How long a copy is served without re-rendering, in ms. */
  freshMs: number
  /** How long after that a copy may still be served while it is re-rendered, in ms. */
  staleMs: number
  /** The most bytes of pages kept; the least recently used go first. */
  maxBytes: number
  now?: () => number
}

export type PageCacheState = 'hit' | 'stale' | 'miss' | 'bypass'

/** Whether a request with this method, credential and cookie may be answered from the cache. */
function mayUseCache(method: string, hasAuthorization: boolean, cookie: string | null | undefined) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (hasAuthorization) return false
  return !SESSION_COOKIE.test(cookie ?? '')
}

/** Whether `request` may be answered from the cache at all. */
export function isCacheableRequest(request: Request): boolean {
  return mayUseCache(request.method, request.headers.has('authorization'), request.headers.get('cookie'))
}

/** The same question of Node's request, before any fetch Request is made of it. */
export function isCacheableIncoming(req: IncomingMessage): boolean {
  return mayUseCache(req.method ?? 'GET', req.headers.authorization !== undefined, req.headers.cookie)
}

/** A page's key: the content encoding its bytes are in, and its URL. */
export function pageCacheKey(acceptEncoding: string | null | undefined, url: string): string {
  return `${encodingFor(acceptEncoding ?? null) ?? 'identity'} ${url}`
}

/** Whether a response may be kept for every shopper. */
export function isShareableResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    /^public\b/.test(response.headers.get('cache-control') ?? '') &&
    !response.headers.has('set-cookie')
  )
}

export function createPageCache({
  freshMs,
  staleMs,
  maxBytes,
  now = () => performance.now(),
}: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage & { storedAt: number }>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.body.byteLength),
    ttl: freshMs + staleMs,
    perf: { now },
    // Read the clock on every check rather than once a millisecond: expiry follows `now` exactly.
    ttlResolution: 0,
  })
  const refreshing = new Set<string>()
  return {
    /** The copy of `key` and whether it is fresh; undefined when there is none. */
    get(key: string): { page: CachedPage; state: 'hit' | 'stale' } | undefined {
      const page = pages.get(key)
      if (!page) return undefined
      return { page, state: now() - page.storedAt <= freshMs ? 'hit' : 'stale' }
    },
    set(key: string, page: CachedPage) {
      pages.set(key, { ...page, storedAt: now() })
    },
    /** Runs `render` for `key` unless one is already running: one re-render per stale page. */
    refreshOnce(key: string, render: () => Promise<void>) {
      if (refreshing.has(key)) return
      refreshing.add(key)
      render()
        .catch((error: unknown) => console.error(`[storefront] re-render of ${key} failed`, error))
        .finally(() => refreshing.delete(key))
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>

/** The bytes of a response and its headers, to keep (the body is read to the end). */
export async function toCachedPage(response: Response): Promise<CachedPage> {
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    body: new Uint8Array(await response.arrayBuffer()),
  }
}

export function fromCachedPage(page: CachedPage, state: PageCacheState, method: string): Response {
  const headers = new Headers(page.headers)
  headers.set('x-forecourt-cache', state)
  return new Response(method === 'HEAD' ? null : page.body, { status: page.status, headers })
}

/**
 * Writes a kept page straight to Node's response, without the fetch Request and Response a
 * rendered page goes through: those were half the CPU of answering a fresh copy.
 */
export function writeCachedPage(
  res: ServerResponse,
  page: CachedPage,
  state: PageCacheState,
  method: string,
) {
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of page.headers) headers[name] = value
  headers['x-forecourt-cache'] = state
  headers['content-length'] = page.body.byteLength
  res.writeHead(page.status, headers)
  res.end(method === 'HEAD' ? undefined : page.body)
}
