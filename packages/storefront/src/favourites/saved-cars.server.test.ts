import { describe, expect, it } from 'vitest'
import { SAVED_CARS_LIMIT } from './favourites-paths.js'
import { parseSavedIds } from './saved-cars.server.js'

describe('parseSavedIds', () => {
  it.each([
    ['no parameter', null, []],
    ['empty', '', []],
    ['ids', '3,1,2', [3, 1, 2]],
    ['spaces and duplicates', ' 3, 3 ,1', [3, 1]],
    ['zero, negatives, decimals and words are no ids', '0,-1,1.5,abc,1e3,7', [7]],
    ['beyond a safe integer', '99999999999999999999,5', [5]],
  ])('%s', (_, value, expected) => {
    expect(parseSavedIds(value)).toEqual(expected)
  })

  it(`stops at ${SAVED_CARS_LIMIT} ids`, () => {
    const many = Array.from({ length: SAVED_CARS_LIMIT + 5 }, (_, index) => index + 1)
    expect(parseSavedIds(many.join(','))).toEqual(many.slice(0, SAVED_CARS_LIMIT))
  })
})
