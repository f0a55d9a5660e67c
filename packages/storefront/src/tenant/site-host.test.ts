import { describe, expect, it } from 'vitest'
import { hostname, isBareHost, requestHost } from './site-host.js'

describe('requestHost', () => {
  it('is the URL’s host, lower-cased', () => {
    expect(requestHost(new Request('http://Coastal-Motors.localhost:3000/cars'))).toBe(
      'coastal-motors.localhost:3000',
    )
  })

  it('never believes an X-Forwarded-Host header on its own (the server decides whom to trust)', () => {
    const request = new Request('http://coastal-motors.localhost:3000/', {
      headers: { 'x-forwarded-host': 'kiwi-auto-hub.localhost:3000' },
    })
    expect(requestHost(request)).toBe('coastal-motors.localhost:3000')
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
