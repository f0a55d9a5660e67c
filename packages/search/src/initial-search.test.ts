import { SiteOverridesSchema, searchSubmitHref, type Template } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { initialSearchHref, initialSearchOf, searchSuffixParams } from './initial-search.js'
import { parseSearchRoute } from './search-route.js'

const siteWith = (
  search_suffix: string | null,
  { template = 'cars', search_path }: { template?: Template; search_path?: string } = {},
) => ({ template, search_path, config: SiteOverridesSchema.parse({ search_suffix }) })

describe('searchSuffixParams', () => {
  it.each([
    [null, []],
    ['', []],
    ['   ', []],
    ['refinementList[car_type][0]=used', [['refinementList[car_type][0]', 'used']]],
    ['?refinementList[car_type][0]=used', [['refinementList[car_type][0]', 'used']]],
    ['&refinementList[car_type][0]=used', [['refinementList[car_type][0]', 'used']]],
    ['refinementList%5Bcity%5D%5B0%5D=Port%20Macquarie', [['refinementList[city][0]', 'Port Macquarie']]],
    [
      'refinementList[car_type][0]=used&menu[make]=Toyota',
      [
        ['refinementList[car_type][0]', 'used'],
        ['menu[make]', 'Toyota'],
      ],
    ],
    // The shopper's query wins and an initial search is page 1.
    ['query=hilux&page=3&sortBy=Car_production_price_desc', [['sortBy', 'Car_production_price_desc']]],
    ['refinementList[make][0]=&=x', []],
  ])('%j', (suffix, expected) => {
    expect(searchSuffixParams(suffix)).toEqual(expected)
  })
})

describe('initialSearchHref from a non-search page', () => {
  it.each([
    // No suffix: the listing path, with the query only when there is one.
    [siteWith(null), 'corolla', '/search/new-used-and-demo-cars/?query=corolla'],
    [siteWith(null), '   ', '/search/new-used-and-demo-cars/'],
    [siteWith(null), '  ranger xl ', '/search/new-used-and-demo-cars/?query=ranger+xl'],
    [siteWith(null, { template: 'trucks' }), 'isuzu', '/search/new-used-and-demo-trucks/?query=isuzu'],
    [
      siteWith(null, { search_path: '/search/used-cars-brisbane/' }),
      'a&b',
      '/search/used-cars-brisbane/?query=a%26b',
    ],
    // A suffix is appended after the query, and alone when the query is empty.
    [
      siteWith('refinementList[car_type][0]=used'),
      'corolla',
      '/search/new-used-and-demo-cars/?query=corolla&refinementList%5Bcar_type%5D%5B0%5D=used',
    ],
    [
      siteWith('refinementList[car_type][0]=used'),
      '',
      '/search/new-used-and-demo-cars/?refinementList%5Bcar_type%5D%5B0%5D=used',
    ],
    [
      siteWith('query=ignored&refinementList[car_type][0]=used'),
      'mx-5',
      '/search/new-used-and-demo-cars/?query=mx-5&refinementList%5Bcar_type%5D%5B0%5D=used',
    ],
  ])('%j with %j goes to %s', (site, query, expected) => {
    expect(initialSearchHref(initialSearchOf(site), query)).toBe(expected)
  })

  it('is the domain submit href when the site has no suffix', () => {
    for (const query of ['', 'corolla', ' hilux sr5 ', 'a&b=c']) {
      expect(initialSearchHref(initialSearchOf(siteWith(null)), query)).toBe(
        searchSubmitHref('/search/new-used-and-demo-cars/', query),
      )
    }
  })
})

describe('initialSearchOf', () => {
  it('gives the no-JS form its action and the suffix as hidden fields', () => {
    expect(initialSearchOf(siteWith('refinementList[car_type][0]=used'))).toEqual({
      action: '/search/new-used-and-demo-cars/',
      params: [['refinementList[car_type][0]', 'used']],
    })
  })

  it('appends no suffix on the search page itself', () => {
    const search = initialSearchOf(siteWith('refinementList[car_type][0]=used'), { onSearchPage: true })
    expect(search.params).toEqual([])
    expect(initialSearchHref(search, 'corolla')).toBe('/search/new-used-and-demo-cars/?query=corolla')
  })

  it('lands on a listing the search route reads back as the query plus the suffix', () => {
    const href = initialSearchHref(initialSearchOf(siteWith('refinementList[car_type][0]=used')), 'corolla')
    const config = {
      basePath: '/search/new-used-and-demo-cars/',
      vocabulary: { makes: [], models: [], cities: [], dealerships: [], locations: [] },
    }
    expect(parseSearchRoute(new URL(href, 'http://southern-cross-motor-group.localhost'), config)).toEqual({
      query: 'corolla',
      page: 1,
      refinementList: { car_type: ['used'] },
      menu: {},
      range: {},
      toggle: {},
      sortBy: '',
    })
  })
})
