import { describe, expect, it } from 'vitest'
import { pageUrlOf } from './page-url.js'

describe('pageUrlOf', () => {
  it.each([
    ['http://x.localhost/search/toyota', '/search/toyota'],
    ['http://x.localhost/search/toyota.data?_routes=routes%2Fsearch', '/search/toyota'],
    [
      'http://x.localhost/search/new-used-and-demo-cars/_.data?page=2',
      '/search/new-used-and-demo-cars/?page=2',
    ],
    ['http://x.localhost/_root.data', '/'],
  ])('%s is the page %s', (requested, page) => {
    const url = pageUrlOf(new Request(requested))
    expect(`${url.pathname}${url.search}`).toBe(page)
  })
})
