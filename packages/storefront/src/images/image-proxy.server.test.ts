import { carImageUrl } from '@forecourt/domain'
import { RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storefrontContext } from '../tenant/site-context.server.js'
import { imageProxyLoader } from './image-proxy.server.js'

function contextWithImageOrigin(imageOrigin: string) {
  const context = new RouterContextProvider()
  context.set(storefrontContext, { site: {} as never, platform: {} as never, imageOrigin })
  return context
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('imageProxyLoader', () => {
  it('forwards path and query to the image origin and passes caching headers back', async () => {
    const requested: string[] = []
    vi.stubGlobal('fetch', async (url: URL) => {
      requested.push(String(url))
      return new Response('<svg/>', {
        headers: {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=86400',
          'set-cookie': 'x=1',
        },
      })
    })
    const response = await imageProxyLoader({
      request: new Request('http://coastal-motors.localhost:3000/images/cars/44/1.svg?w=640'),
      context: contextWithImageOrigin('http://127.0.0.1:4000'),
    })
    expect(requested).toEqual(['http://127.0.0.1:4000/images/cars/44/1.svg?w=640'])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.text()).toBe('<svg/>')
  })

  it('asks the origin for exactly the width, quality and crop carImageUrl wrote, and passes its 400 back', async () => {
    const requested: string[] = []
    vi.stubGlobal('fetch', async (url: URL) => {
      requested.push(String(url))
      return url.searchParams.get('crop') === 'circle'
        ? new Response('{"error":{}}', { status: 400, headers: { 'content-type': 'application/json' } })
        : new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })
    })
    const context = contextWithImageOrigin('http://127.0.0.1:4000')
    const photo = carImageUrl('/images/cars/44/1.svg', { width: 320, quality: 70, crop: '1:1' }) as string
    const ok = await imageProxyLoader({
      request: new Request(`http://coastal-motors.localhost:3000${photo}`),
      context,
    })
    expect(requested).toEqual([`http://127.0.0.1:4000${photo}`])
    expect(ok.status).toBe(200)
    const bad = await imageProxyLoader({
      request: new Request('http://coastal-motors.localhost:3000/images/cars/44/1.svg?crop=circle'),
      context,
    })
    expect(bad.status).toBe(400)
  })

  it('answers 404 when the origin has no such image', async () => {
    vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }))
    const response = await imageProxyLoader({
      request: new Request('http://coastal-motors.localhost:3000/images/nope.svg'),
      context: contextWithImageOrigin('http://127.0.0.1:4000'),
    })
    expect(response.status).toBe(404)
  })

  it('answers 503 without a body when the origin is unreachable', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed')
    })
    const response = await imageProxyLoader({
      request: new Request('http://coastal-motors.localhost:3000/images/cars/1/1.svg'),
      context: contextWithImageOrigin('http://127.0.0.1:4000'),
    })
    expect(response.status).toBe(503)
  })
})
