import { describe, expect, it } from 'vitest'
import { SEARCH_SORTS, sortIndexName } from './search-sorts.js'

describe('sortIndexName', () => {
  it.each([
    ['featured', 'Car_production'],
    ['price_asc', 'Car_production_price_asc'],
    ['price_desc', 'Car_production_price_desc'],
    ['year_desc', 'Car_production_year_desc'],
    ['km_asc', 'Car_production_km_asc'],
    ['newest', 'Car_production_newest'],
  ] as const)('%s is answered by %s', (key, index) => {
    expect(sortIndexName('Car_production', key)).toBe(index)
  })

  it('names replicas after whatever index a site uses', () => {
    expect(sortIndexName('Car_staging', 'price_desc')).toBe('Car_staging_price_desc')
  })

  it('gives every replica a ranking and the primary none', () => {
    for (const sort of SEARCH_SORTS) expect(sort.ranking === null).toBe(sort.suffix === '')
  })
})
