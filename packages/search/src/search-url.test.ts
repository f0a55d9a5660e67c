import { describe, expect, it } from 'vitest'
import { createSearchUrl, DEFAULT_SEARCH_BASE_PATH, parseSearchUrl, type SearchState } from './search-url.js'

const at = (pathAndQuery: string) => new URL(pathAndQuery, 'http://coastal-motors.localhost:3000')

describe('parseSearchUrl', () => {
  it.each([
    ['/search/new-used-and-demo-cars/', { query: '', page: 1, refinementList: {} }],
    ['/search/new-used-and-demo-cars', { query: '', page: 1, refinementList: {} }],
    [
      '/search/new-used-and-demo-cars/?query=corolla&page=3',
      { query: 'corolla', page: 3, refinementList: {} },
    ],
    ['/search/new-used-and-demo-cars/?page=1', { query: '', page: 1, refinementList: {} }],
    ['/search/new-used-and-demo-cars/?page=-2', { query: '', page: 1, refinementList: {} }],
    ['/search/new-used-and-demo-cars/?page=abc', { query: '', page: 1, refinementList: {} }],
    [
      '/search/new-used-and-demo-cars/?refinementList%5Bmake%5D%5B1%5D=Mazda&refinementList%5Bmake%5D%5B0%5D=Toyota',
      { query: '', page: 1, refinementList: { make: ['Toyota', 'Mazda'] } },
    ],
  ])('%s', (input, expected) => {
    expect(parseSearchUrl(at(input))).toEqual(expected)
  })

  it('answers null for a URL outside the listing', () => {
    expect(parseSearchUrl(at('/cars/2021-toyota-corolla'))).toBeNull()
  })
})

describe('createSearchUrl', () => {
  it('omits page 1 and empty state', () => {
    expect(createSearchUrl({ query: '', page: 1, refinementList: {} })).toBe(DEFAULT_SEARCH_BASE_PATH)
  })

  it('encodes values with &, + and spaces', () => {
    const url = createSearchUrl({
      query: 'a&b + c',
      page: 2,
      refinementList: { simple_body: ['Cab Chassis'] },
    })
    expect(parseSearchUrl(at(url))).toEqual({
      query: 'a&b + c',
      page: 2,
      refinementList: { simple_body: ['Cab Chassis'] },
    })
  })
})

describe('parseSearchUrl(createSearchUrl(state)) == state', () => {
  // A seeded generator keeps the property test reproducible.
  let seed = 42
  const random = () => {
    seed = (seed * 1664525 + 1013904223) % 2 ** 32
    return seed / 2 ** 32
  }
  const alphabet = 'abcXYZ 09&+=%/?#[]é'
  const word = () =>
    Array.from(
      { length: 1 + Math.floor(random() * 8) },
      () => alphabet[Math.floor(random() * alphabet.length)],
    ).join('')

  it('holds for 500 random states', () => {
    for (let i = 0; i < 500; i++) {
      const refinementList: SearchState['refinementList'] = {}
      for (const attribute of ['make', 'simple_body', 'car_type'].filter(() => random() < 0.5)) {
        refinementList[attribute] = Array.from({ length: 1 + Math.floor(random() * 3) }, word)
      }
      const state: SearchState = {
        query: random() < 0.5 ? '' : word(),
        page: 1 + Math.floor(random() * 20),
        refinementList,
      }
      expect(parseSearchUrl(at(createSearchUrl(state)))).toEqual(state)
    }
  })
})
