import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { shopperRequestOf, trustedProxiesFromEnv } from './trusted-proxies.js'

const request = (peer: string, headers: Record<string, string> = {}) =>
  ({
    socket: { remoteAddress: peer },
    headers: { host: 'coastal-motors.example', ...headers },
    connection: { remoteAddress: peer },
  }) as unknown as IncomingMessage

const forwarded = {
  'x-forwarded-for': '6.6.6.6, 203.0.113.7',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'coastal-motors.com.au',
}

describe('shopperRequestOf', () => {
  it('trusts nothing by default: the peer is the shopper and forwarded headers are ignored', () => {
    expect(shopperRequestOf(request('198.51.100.9', forwarded), trustedProxiesFromEnv({}))).toEqual({
      address: '198.51.100.9',
      protocol: 'http:',
      host: 'coastal-motors.example',
    })
  })

  it('behind one trusted proxy, the shopper is the hop the proxy saw — not the leftmost, which anyone can write', () => {
    const trust = trustedProxiesFromEnv({ TRUSTED_PROXIES: '10.0.0.0/8' })
    expect(shopperRequestOf(request('10.0.0.2', forwarded), trust)).toEqual({
      address: '203.0.113.7',
      protocol: 'https:',
      host: 'coastal-motors.com.au',
    })
  })

  it('ignores forwarded headers from a peer outside the trusted list', () => {
    const trust = trustedProxiesFromEnv({ TRUSTED_PROXIES: 'loopback' })
    expect(shopperRequestOf(request('198.51.100.9', forwarded), trust)).toMatchObject({
      address: '198.51.100.9',
      protocol: 'http:',
      host: 'coastal-motors.example',
    })
  })

  it.each([
    [1, '203.0.113.7'],
    [2, '6.6.6.6'],
    // More hops than the header names: the leftmost address is all there is.
    [5, '6.6.6.6'],
  ])('with TRUSTED_PROXY_HOPS=%i the shopper is %s', (hops, address) => {
    const trust = trustedProxiesFromEnv({ TRUSTED_PROXY_HOPS: String(hops) })
    expect(shopperRequestOf(request('10.0.0.2', forwarded), trust).address).toBe(address)
  })

  it('takes the protocol and host the nearest proxy wrote', () => {
    const trust = trustedProxiesFromEnv({ TRUSTED_PROXY_HOPS: '1' })
    const chained = {
      ...forwarded,
      'x-forwarded-proto': 'http, https',
      'x-forwarded-host': 'evil.example, coastal-motors.com.au',
    }
    expect(shopperRequestOf(request('10.0.0.2', chained), trust)).toMatchObject({
      protocol: 'https:',
      host: 'coastal-motors.com.au',
    })
  })

  it.each(['-1', '1.5', 'two'])('refuses TRUSTED_PROXY_HOPS=%s', (hops) => {
    expect(() => trustedProxiesFromEnv({ TRUSTED_PROXY_HOPS: hops })).toThrow(/whole number/)
  })
})
