import { describe, expect, it } from 'vitest'
import { hostname, isBareHost, requestHost } from './site-host.js'

describe('requestHost', () => {
  it.each([
    [{ host: 'Coastal-Motors.localhost:3000' }, 'coastal-motors.localhost:3000'],
    [
      { host: 'internal:3000', 'x-forwarded-host': 'www.coastalmotors.com.au, proxy' },
      'www.coastalmotors.com.au',
    ],
  ])('%o → %s', (headers, expected) => {
    expect(requestHost(new Request('http://internal:3000/', { headers }))).toBe(expected)
  })
})

describe('isBareHost', () => {
  it.each([
    ['localhost:3000', true],
    ['127.0.0.1:3000', true],
    ['[::1]:3000', true],
    ['coastal-motors.localhost:3000', false],
    ['www.coastalmotors.com.au', false],
  ])('%s → %s', (host, expected) => {
    expect(isBareHost(host)).toBe(expected)
  })

  it('strips the port from an IPv6 host', () => {
    expect(hostname('[::1]:3000')).toBe('[::1]')
  })
})
