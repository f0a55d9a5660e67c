import { describe, expect, it } from 'vitest'
import { orderFacetValues } from './facet-order.js'

const value = (item: { value: string }) => item.value
const ordered = (attribute: string, values: string[]) =>
  orderFacetValues(
    attribute,
    values.map((item) => ({ value: item })),
    value,
  ).map(value)

describe('facet value order (§5 price labels by lower bound, §9 brand sort)', () => {
  it.each([
    {
      attribute: 'price_range',
      counted: ['$25,000 - $30,000', 'Under $5,000', '$100,000+', '$5,000 - $10,000'],
      shown: ['Under $5,000', '$5,000 - $10,000', '$25,000 - $30,000', '$100,000+'],
    },
    {
      attribute: 'weekly_price_range',
      counted: ['$300 - $400 p/w', 'Under $100 p/w', '$1,000+ p/w', '$100 - $200 p/w'],
      shown: ['Under $100 p/w', '$100 - $200 p/w', '$300 - $400 p/w', '$1,000+ p/w'],
    },
    {
      attribute: 'simple_body',
      counted: ['SUV', 'Hatchback', 'Ute'],
      shown: ['SUV', 'Hatchback', 'Ute'],
    },
    { attribute: 'price_range', counted: [], shown: [] },
  ])('$attribute: $counted.length values', ({ attribute, counted, shown }) => {
    expect(ordered(attribute, counted)).toEqual(shown)
  })

  it('lists makes by the brand sort, not by count: common makes first', () => {
    expect(ordered('make', ['Zeekr', 'Audi', 'Mazda'])).toEqual(['Mazda', 'Audi', 'Zeekr'])
  })

  it('keeps labels without a number last, in the order counted', () => {
    expect(ordered('price_range', ['Price on application', 'Call us', 'Under $5,000'])).toEqual([
      'Under $5,000',
      'Price on application',
      'Call us',
    ])
  })

  it('does not reorder the caller’s array', () => {
    const items = [{ value: '$100,000+' }, { value: 'Under $5,000' }]
    orderFacetValues('price_range', items, value)
    expect(items.map(value)).toEqual(['$100,000+', 'Under $5,000'])
  })
})
