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
    // Issue 14 item 7: what the URL parser (and so the browser) makes of it decides.
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\r\n/evil.example/x', '/'],
    [decodeURIComponent('/%09/evil.example'), '/'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['//evil', '/'],
    ['/\\evil', '/'],
    ['/\\/evil', '/'],
    ['https:evil', '/'],
    ['https:/evil', '/'],
    ['/ /evil', '/%20/evil'],
    ['/watchlist#saved', '/watchlist#saved'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })
})

it('refuses a return path longer than any link of the site', () => {
  expect(safeReturnPath(`/${'a'.repeat(5000)}`)).toBe('/')
})
