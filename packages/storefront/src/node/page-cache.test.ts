import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  createPageCache,
  fromCachedPage,
  isCacheableIncoming,
  isCacheableRequest,
  isShareableResponse,
  pageCacheKey,
  toCachedPage,
  writeCachedPage,
} from './page-cache.js'

const get = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('http://coastal-motors.localhost/cars/x', { method, headers })

describe('isCacheableRequest', () => {
  it.each([
    ['a plain GET', get(), true],
    ['a HEAD', get({}, 'HEAD'), true],
    ['a GET with an analytics cookie', get({ cookie: '_ga=GA1.2.3; theme=dark' }), true],
    ['a POST', new Request('http://x.localhost/contact', { method: 'POST' }), false],
    ['a signed-in shopper', get({ cookie: '_ga=1; forecourt_session=abc.def' }), false],
    ['a session cookie first', get({ cookie: 'forecourt_session=abc' }), false],
    ['credentials in a header', get({ authorization: 'Bearer x' }), false],
  ])('%s → %s', (_label, request, expected) => {
    expect(isCacheableRequest(request)).toBe(expected)
    // Node's request, asked before any fetch Request is made of it, gets the same answer.
    const incoming = { method: request.method, headers: Object.fromEntries(request.headers) }
    expect(isCacheableIncoming(incoming as unknown as IncomingMessage)).toBe(expected)
  })
})

describe('pageCacheKey', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    [null, 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %s keeps the %s copy', (acceptEncoding, encoding) => {
    expect(pageCacheKey(acceptEncoding, 'http://a.localhost/cars/x')).toBe(
      `${encoding} http://a.localhost/cars/x`,
    )
  })
})

describe('isShareableResponse', () => {
  const response = (status: number, headers: Record<string, string>) =>
    new Response('page', { status, headers })
  it.each([
    ['a public 200', response(200, { 'cache-control': 'public, s-maxage=60' }), true],
    ['a private page', response(200, { 'cache-control': 'private, no-store' }), false],
    ['a page without Cache-Control', response(200, {}), false],
    ['a public 404', response(404, { 'cache-control': 'public, s-maxage=60' }), false],
    [
      'a public page that sets a cookie',
      response(200, { 'cache-control': 'public', 'set-cookie': 'a=1' }),
      false,
    ],
  ])('%s → %s', (_label, answer, expected) => {
    expect(isShareableResponse(answer)).toBe(expected)
  })
})

describe('createPageCache', () => {
  let clock = 0
  const cache = () => createPageCache({ freshMs: 5000, staleMs: 60_000, maxBytes: 1000, now: () => clock })
  const page = (text: string) => ({
    status: 200,
    headers: [['content-type', 'text/html']] as [string, string][],
    body: new TextEncoder().encode(text),
  })

  it('serves a copy fresh, then stale, then not at all', () => {
    clock = 1000
    const pages = cache()
    pages.set('k', page('v1'))
    expect(pages.get('k')?.state).toBe('hit')
    clock += 5001
    expect(pages.get('k')?.state).toBe('stale')
    clock += 60_000
    expect(pages.get('k')).toBeUndefined()
  })

  it('keeps at most maxBytes of pages, dropping the least recently used', () => {
    clock = 1000
    const pages = cache()
    pages.set('a', page('x'.repeat(600)))
    pages.set('b', page('y'.repeat(600)))
    expect(pages.get('a')).toBeUndefined()
    expect(pages.get('b')?.state).toBe('hit')
  })

  it('re-renders a stale page once however many shoppers ask at the same time', async () => {
    const pages = cache()
    let renders = 0
    let finish = () => {}
    const render = () =>
      new Promise<void>((resolve) => {
        renders++
        finish = resolve
      })
    pages.refreshOnce('k', render)
    pages.refreshOnce('k', render)
    expect(renders).toBe(1)
    finish()
    await new Promise((resolve) => setTimeout(resolve, 0))
    pages.refreshOnce('k', render)
    expect(renders).toBe(2)
  })
})

describe('a kept page', () => {
  it('is sent as it was, marked with how it was found, without a body for HEAD', async () => {
    const kept = await toCachedPage(new Response('<p>car</p>', { headers: { 'content-type': 'text/html' } }))
    const hit = fromCachedPage(kept, 'hit', 'GET')
    expect(await hit.text()).toBe('<p>car</p>')
    expect(hit.headers.get('x-forecourt-cache')).toBe('hit')
    expect(await fromCachedPage(kept, 'stale', 'HEAD').text()).toBe('')
  })
})

describe('a kept page written straight to the response', () => {
  it('sends the kept status, headers and bytes with their length, and no body for HEAD', async () => {
    const kept = await toCachedPage(
      new Response('<p>car</p>', {
        headers: { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=5' },
      }),
    )
    const server = createServer((req, res) => writeCachedPage(res, kept, 'hit', req.method ?? 'GET'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cars/x`
    try {
      const page = await fetch(at)
      expect(page.status).toBe(200)
      expect(await page.text()).toBe('<p>car</p>')
      expect(Object.fromEntries(page.headers)).toMatchObject({
        'content-type': 'text/html',
        'cache-control': 'public, s-maxage=5',
        'content-length': '10',
        'x-forecourt-cache': 'hit',
      })
      const head = await fetch(at, { method: 'HEAD' })
      expect(head.headers.get('x-forecourt-cache')).toBe('hit')
      expect(await head.text()).toBe('')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
