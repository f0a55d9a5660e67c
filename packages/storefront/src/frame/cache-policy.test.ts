import { describe, expect, it } from 'vitest'
import { PRIVATE_CACHE, PUBLIC_PAGE_CACHE, personal, publicPageHeaders } from './cache-policy.js'

describe('publicPageHeaders', () => {
  it('makes a page public for shared caches, with stale-while-revalidate', () => {
    expect(publicPageHeaders({ loaderHeaders: new Headers() })).toEqual({
      'Cache-Control': PUBLIC_PAGE_CACHE,
    })
    expect(PUBLIC_PAGE_CACHE).toMatch(/^public, .*s-maxage=60, stale-while-revalidate=600$/)
  })

  it('keeps a page private when its loader found something of this shopper’s', () => {
    expect(publicPageHeaders({ loaderHeaders: new Headers(personal()) })).toEqual({
      'Cache-Control': PRIVATE_CACHE,
    })
  })
})
