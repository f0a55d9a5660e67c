// The headers a server-side search carries (issue 14 item 5): the platform's search endpoint counts
// searches per shopper only when an app names them with the service credential.
import { describe, expect, it } from 'vitest'
import { createPlatformClient } from './platform-client.server.js'
import { withShopper } from './shopper-scope.server.js'

const client = createPlatformClient({ baseUrl: 'http://127.0.0.1:4000', serviceToken: 'service-token' })

describe('searchHeaders', () => {
  it('names the shopper with the credential for the platform’s own search endpoint', () => {
    expect(withShopper('203.0.113.7', () => client.searchHeaders('http://127.0.0.1:4000'))).toEqual({
      authorization: 'Bearer service-token',
      'x-forecourt-shopper-address': '203.0.113.7',
    })
  })

  it.each([
    ['Algolia', 'https://APPID-dsn.algolia.net'],
    ['another port', 'http://127.0.0.1:4001'],
    ['another scheme', 'https://127.0.0.1:4000'],
    ['a host that is not a URL', 'not a url'],
  ])('sends nothing to %s: the credential never leaves for another host', (_case, host) => {
    expect(withShopper('203.0.113.7', () => client.searchHeaders(host))).toEqual({})
  })

  it('sends nothing without a service token', () => {
    const anonymous = createPlatformClient({ baseUrl: 'http://127.0.0.1:4000', serviceToken: '' })
    expect(anonymous.searchHeaders('http://127.0.0.1:4000')).toEqual({})
  })
})
