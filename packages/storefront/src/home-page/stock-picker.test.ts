import { describe, expect, it } from 'vitest'
import type { StockFacets } from '../chrome/stock-facets.server.js'
import { priceSearchHref, STOCK_PICKER_LIMIT, stockPickerTabs } from './stock-picker.js'

const site: Parameters<typeof stockPickerTabs>[0] = {
  template: 'cars',
  search_paths: [],
  currency: 'AUD',
  search: { host: 'https://search.test', key: 'public', index: 'cars_demo' },
}

const stock: StockFacets = {
  total: 9,
  facets: {
    make: { Toyota: 5, Mazda: 3, 'Land Rover': 1 },
    simple_body: { SUV: 6, Ute: 3 },
    simple_fuel: { Petrol: 7, Diesel: 2 },
    make_model: { 'Toyota RAV4': 4, 'Toyota HiLux': 1, 'Mazda CX-5': 3, 'Land Rover Defender': 1 },
  },
}

const tab = (id: string) => stockPickerTabs(site, stock).find((entry) => entry.id === id)

describe('stockPickerTabs', () => {
  it("keeps the family's tab order, Brand first for cars", () => {
    expect(stockPickerTabs(site, stock).map((entry) => [entry.label, entry.kind])).toEqual([
      ['Brand', 'refinement'],
      ['Body', 'refinement'],
      ['Price', 'price'],
      ['Fuel Type', 'refinement'],
      ['Model', 'refinement'],
    ])
  })

  it('lists values most cars first, each with its count, leading to its search', () => {
    expect(tab('make')?.links.map(({ label, count }) => [label, count])).toEqual([
      ['Toyota', 5],
      ['Mazda', 3],
      ['Land Rover', 1],
    ])
    expect(tab('make')?.links[0]?.href).toMatch(/^\/search\/.*toyota/i)
  })

  it('splits a model from its make by the known makes, so a two-word make stays whole', () => {
    const models = tab('make_model')?.links ?? []
    expect(models.map((link) => link.label)).toEqual([
      'Toyota RAV4',
      'Mazda CX-5',
      'Land Rover Defender',
      'Toyota HiLux',
    ])
    const defender = new URL(models[2]?.href ?? '', 'https://dealer.test').searchParams
    expect([defender.get('refinementList[make][0]'), defender.get('refinementList[model][0]')]).toEqual([
      'Land Rover',
      'Defender',
    ])
  })

  it(`lists at most ${STOCK_PICKER_LIMIT} values`, () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`Make ${index}`, 20 - index]))
    const tabs = stockPickerTabs(site, { total: 210, facets: { make: many } })
    expect(tabs.find((entry) => entry.id === 'make')?.links).toHaveLength(STOCK_PICKER_LIMIT)
  })

  it('offers price bands from under the first bound to the last and over, none counted', () => {
    const bands = tab('price_range')?.links ?? []
    expect(bands[0]?.label).toBe('Under $5,000')
    expect(bands[1]?.label).toBe('$5,000 – $10,000')
    expect(bands.at(-1)?.label).toBe('$100,000 and over')
    expect(bands.every((band) => band.count === undefined)).toBe(true)
  })

  it('leaves out a tab the stock lists nothing for; with search down only the price bands remain', () => {
    expect(
      stockPickerTabs(site, { total: 0, facets: { make: { Kia: 1 } } }).map((entry) => entry.id),
    ).toEqual(['make', 'price_range'])
    expect(stockPickerTabs(site, null).map((entry) => entry.id)).toEqual(['price_range'])
  })
})

describe('priceSearchHref', () => {
  it('searches the range dearest first, either end open', () => {
    const href = new URL(priceSearchHref(site, 10_000, 60_000), 'https://dealer.test')
    expect(href.searchParams.get('range[price]')).toBe('10000:60000')
    expect(href.searchParams.get('sortBy')).toBe('cars_demo_price_desc')
    const open = new URL(priceSearchHref(site, undefined, 20_000), 'https://dealer.test')
    expect(open.searchParams.get('range[price]')).toBe(':20000')
  })

  it('leaves the order alone on a site without search', () => {
    const href = new URL(
      priceSearchHref({ template: 'cars', search_paths: [], currency: 'AUD' }, 5_000, undefined),
      'https://dealer.test',
    )
    expect(href.searchParams.get('sortBy')).toBeNull()
    expect(href.searchParams.get('range[price]')).toBe('5000:')
  })
})
