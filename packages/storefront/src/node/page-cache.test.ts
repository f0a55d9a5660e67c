import { describe, expect, it } from 'vitest'
import {
  createPageCache,
  fromCachedPage,
  isCacheableRequest,
  isShareableResponse,
  toCachedPage,
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
