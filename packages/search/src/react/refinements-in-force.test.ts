import type { ChipRefinement } from '@forecourt/domain'
import type { IndexUiState } from 'instantsearch.js'
import { describe, expect, it } from 'vitest'
import { refinementsInForce, withoutRefinement, withoutRefinements } from './refinements-in-force.js'

const facets = [
  { attribute: 'make' },
  { attribute: 'price' },
  { attribute: 'lams' },
  { attribute: 'car_type' },
]

describe('refinementsInForce', () => {
  it.each<[string, IndexUiState, ChipRefinement[]]>([
    ['nothing', {}, []],
    ['a query, a page and a sort are not refinements', { query: 'ute', page: 3, sortBy: 'price_asc' }, []],
    ['an empty list', { refinementList: { make: [] } }, []],
    [
      'each value of a list, in its order',
      { refinementList: { make: ['Toyota', 'Mazda'] } },
      [
        { attribute: 'make', value: 'Toyota' },
        { attribute: 'make', value: 'Mazda' },
      ],
    ],
    [
      'both bounds of a range',
      { range: { price: '20000:60000' } },
      [
        { attribute: 'price', operator: '>=', value: 20000 },
        { attribute: 'price', operator: '<=', value: 60000 },
      ],
    ],
    [
      'a minimum alone',
      { range: { price: '20000:' } },
      [{ attribute: 'price', operator: '>=', value: 20000 }],
    ],
    [
      'a maximum alone',
      { range: { price: ':60000' } },
      [{ attribute: 'price', operator: '<=', value: 60000 }],
    ],
    ['a bound of zero', { range: { km: '0:' } }, [{ attribute: 'km', operator: '>=', value: 0 }]],
    ['an empty or unreadable range', { range: { price: ':', km: 'abc:' } }, []],
    ['a switch that is on', { toggle: { lams: true } }, [{ attribute: 'lams', value: true }]],
    ['a switch that is off', { toggle: { lams: false } }, []],
    [
      'in the facets’ order, an attribute no facet shows last',
      {
        toggle: { lams: true },
        refinementList: { listing: ['rental'], car_type: ['used'], make: ['Kia'] },
        range: { price: ':9000' },
      },
      [
        { attribute: 'make', value: 'Kia' },
        { attribute: 'price', operator: '<=', value: 9000 },
        { attribute: 'lams', value: true },
        { attribute: 'car_type', value: 'used' },
        { attribute: 'listing', value: 'rental' },
      ],
    ],
  ])('%s', (_, uiState, expected) => {
    expect(refinementsInForce(uiState, facets)).toEqual(expected)
  })
})

describe('withoutRefinement', () => {
  const state: IndexUiState = {
    query: 'ute',
    page: 2,
    refinementList: { make: ['Toyota', 'Mazda'], car_type: ['used'] },
    range: { price: '20000:60000', km: ':50000' },
    toggle: { lams: true },
  }

  it.each<[string, ChipRefinement, IndexUiState]>([
    [
      'a value of a list, keeping the others',
      { attribute: 'make', value: 'Toyota' },
      { ...state, refinementList: { make: ['Mazda'], car_type: ['used'] } },
    ],
    [
      'the last value of a list, with its attribute',
      { attribute: 'car_type', value: 'used' },
      { ...state, refinementList: { make: ['Toyota', 'Mazda'] } },
    ],
    [
      'a minimum, keeping the maximum',
      { attribute: 'price', operator: '>=', value: 20000 },
      { ...state, range: { price: ':60000', km: ':50000' } },
    ],
    [
      'a maximum, keeping the minimum',
      { attribute: 'price', operator: '<=', value: 60000 },
      { ...state, range: { price: '20000:', km: ':50000' } },
    ],
    [
      'the only bound of a range, with its attribute',
      { attribute: 'km', operator: '<=', value: 50000 },
      { ...state, range: { price: '20000:60000' } },
    ],
    ['a switch', { attribute: 'lams', value: true }, { ...state, toggle: {} }],
  ])('removes %s, back on the first page with the query kept', (_, refinement, expected) => {
    const { page: _page, ...firstPage } = expected
    expect(withoutRefinement(state, refinement)).toEqual(firstPage)
  })

  it('leaves the state it was given as it was', () => {
    const before = structuredClone(state)
    withoutRefinement(state, { attribute: 'make', value: 'Toyota' })
    expect(state).toEqual(before)
  })
})

describe('withoutRefinements', () => {
  const state: IndexUiState = {
    query: 'ute',
    page: 3,
    sortBy: 'Car_production_price_asc',
    refinementList: { make: ['Toyota'], listing: ['rental'] },
    range: { price: '20000:60000' },
    toggle: { lams: true },
  }

  it.each<[string, { query?: boolean } | undefined, IndexUiState]>([
    ['keeps the query and the sort', undefined, { query: 'ute', sortBy: 'Car_production_price_asc' }],
    ['drops the query when asked', { query: false }, { sortBy: 'Car_production_price_asc' }],
  ])('removes every list, range and switch, back on the first page; %s', (_, options, expected) => {
    expect(withoutRefinements(state, options)).toEqual(expected)
  })

  it('leaves a state without refinements as it was, bar the page', () => {
    expect(withoutRefinements({ query: 'ute', page: 2 })).toEqual({ query: 'ute' })
  })
})
