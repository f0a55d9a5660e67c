import { describe, expect, it } from 'vitest'
import { SearchParameterError } from './filter-ast.js'
import { filterTree } from './filter-parameters.js'
import { parseFilters } from './filter-parser.js'

describe('parseFilters', () => {
  it.each([
    ['make:Toyota', { kind: 'facet', attribute: 'make', value: 'Toyota' }],
    ['make:"Land Rover"', { kind: 'facet', attribute: 'make', value: 'Land Rover' }],
    ['price:10000 TO 20000', { kind: 'range', attribute: 'price', lower: 10000, upper: 20000 }],
    ['price >= 5000', { kind: 'numeric', attribute: 'price', operator: '>=', value: 5000 }],
    ['km<-1', { kind: 'numeric', attribute: 'km', operator: '<', value: -1 }],
    ['_tags:featured', { kind: 'facet', attribute: '_tags', value: 'featured' }],
    ['NOT sold:true', { kind: 'not', child: { kind: 'facet', attribute: 'sold', value: 'true' } }],
    [
      'site:a AND (make:Kia OR make:Ford) AND NOT car_type:new',
      {
        kind: 'and',
        children: [
          { kind: 'facet', attribute: 'site', value: 'a' },
          {
            kind: 'or',
            children: [
              { kind: 'facet', attribute: 'make', value: 'Kia' },
              { kind: 'facet', attribute: 'make', value: 'Ford' },
            ],
          },
          { kind: 'not', child: { kind: 'facet', attribute: 'car_type', value: 'new' } },
        ],
      },
    ],
    [
      'a:1 OR b:2 AND c:3',
      {
        kind: 'or',
        children: [
          { kind: 'facet', attribute: 'a', value: '1' },
          {
            kind: 'and',
            children: [
              { kind: 'facet', attribute: 'b', value: '2' },
              { kind: 'facet', attribute: 'c', value: '3' },
            ],
          },
        ],
      },
    ],
  ])('%s', (text, expected) => {
    expect(parseFilters(text)).toEqual(expected)
  })

  it('reads an empty filter as no filter', () => {
    expect(parseFilters('   ')).toBeNull()
  })

  it.each(['make:', '(make:Kia', 'make:Kia AND', 'price > abc', 'price:1 TO x', 'make:"open'])(
    'refuses %s with a message naming the parameter',
    (text) => {
      expect(() => parseFilters(text)).toThrow(SearchParameterError)
      expect(() => parseFilters(text)).toThrow(/^filters: /)
    },
  )
})

describe('filterTree', () => {
  it('ANDs top-level entries and ORs nested ones, negates a leading minus, unescapes \\-', () => {
    expect(
      filterTree({
        facetFilters: [['make:Kia', 'make:Ford'], '-car_type:new', 'badge:\\-X'],
        numericFilters: ['price>=100', ['year=2020', 'year=2021']],
        tagFilters: ['-hidden'],
      }),
    ).toEqual({
      kind: 'and',
      children: [
        {
          kind: 'or',
          children: [
            { kind: 'facet', attribute: 'make', value: 'Kia' },
            { kind: 'facet', attribute: 'make', value: 'Ford' },
          ],
        },
        { kind: 'not', child: { kind: 'facet', attribute: 'car_type', value: 'new' } },
        { kind: 'facet', attribute: 'badge', value: '-X' },
        { kind: 'numeric', attribute: 'price', operator: '>=', value: 100 },
        {
          kind: 'or',
          children: [
            { kind: 'numeric', attribute: 'year', operator: '=', value: 2020 },
            { kind: 'numeric', attribute: 'year', operator: '=', value: 2021 },
          ],
        },
        { kind: 'not', child: { kind: 'facet', attribute: '_tags', value: 'hidden' } },
      ],
    })
  })

  it('keeps a value with spaces and colons whole', () => {
    expect(filterTree({ facetFilters: ['location_name:Aspley: Sales Yard'] })).toEqual({
      kind: 'facet',
      attribute: 'location_name',
      value: 'Aspley: Sales Yard',
    })
  })

  it('refuses a numeric filter that is not a comparison', () => {
    expect(() => filterTree({ numericFilters: ['price:abc'] })).toThrow(/numericFilters/)
  })
})
