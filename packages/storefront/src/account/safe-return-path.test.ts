import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './safe-return-path.js'

describe('safeReturnPath', () => {
  it.each([
    ['/watchlist', '/watchlist'],
    ['/cars/2021-kia?x=1', '/cars/2021-kia?x=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })
})
