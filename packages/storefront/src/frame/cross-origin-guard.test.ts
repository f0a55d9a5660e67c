import { describe, expect, it } from 'vitest'
import { isCrossOriginWrite } from './cross-origin-guard.js'

const at = 'http://coastal-motors.localhost:3000/contact'
const request = (method: string, headers: Record<string, string>, url = at) => ({
  method,
  url,
  headers: new Headers(headers),
})

describe('isCrossOriginWrite', () => {
  it.each([
    ['a GET from anywhere', 'GET', { 'sec-fetch-site': 'cross-site' }, false],
    ['a HEAD', 'HEAD', { origin: 'http://evil.example' }, false],
    ['a same-origin POST', 'POST', { 'sec-fetch-site': 'same-origin' }, false],
    ['a POST the shopper started (bookmark, address bar)', 'POST', { 'sec-fetch-site': 'none' }, false],
    ['a cross-site POST', 'POST', { 'sec-fetch-site': 'cross-site' }, true],
    ['a sibling dealer site’s POST (same-site)', 'POST', { 'sec-fetch-site': 'same-site' }, true],
    [
      'Fetch Metadata wins over a forged-looking Origin',
      'POST',
      { 'sec-fetch-site': 'cross-site', origin: 'http://coastal-motors.localhost:3000' },
      true,
    ],
    ['no Fetch Metadata, same Origin', 'POST', { origin: 'http://coastal-motors.localhost:3000' }, false],
    ['no Fetch Metadata, another Origin', 'PUT', { origin: 'http://kiwi-auto-hub.localhost:3000' }, true],
    ['no Fetch Metadata, an opaque Origin', 'DELETE', { origin: 'null' }, true],
    [
      'no Fetch Metadata, same host but http vs https',
      'POST',
      { origin: 'https://coastal-motors.localhost:3000' },
      true,
    ],
    ['neither header (a server-to-server call)', 'POST', {}, false],
    ['a lower-case method', 'post', { 'sec-fetch-site': 'cross-site' }, true],
  ])('%s → %s', (_label, method, headers, expected) => {
    expect(isCrossOriginWrite(request(method, headers))).toBe(expected)
  })
})
