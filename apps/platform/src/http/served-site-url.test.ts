import { describe, expect, it } from 'vitest'
import { DEFAULT_TEMPLATE_PORTS, servedSiteUrl, templatePortsFromEnv } from './served-site-url.js'

describe('templatePortsFromEnv', () => {
  it('uses the default port of each template app', () => {
    expect(templatePortsFromEnv({})).toEqual({
      cars: 3000,
      trucks: 3001,
      motorcycles: 3002,
      rvs: 3003,
      subscriptions: 3004,
    })
  })

  it('lets CARS_PORT, TRUCKS_PORT, … override one template at a time', () => {
    expect(templatePortsFromEnv({ CARS_PORT: '3100', SUBSCRIPTIONS_PORT: '3999' })).toEqual({
      ...DEFAULT_TEMPLATE_PORTS,
      cars: 3100,
      subscriptions: 3999,
    })
  })

  it.each(['abc', '0', '70000', '30.5'])('refuses CARS_PORT=%s', (value) => {
    expect(() => templatePortsFromEnv({ CARS_PORT: value })).toThrow(/CARS_PORT must be a port number/)
  })
})

describe('servedSiteUrl', () => {
  it('serves a site at {slug}.localhost on its template app port', () => {
    expect(servedSiteUrl('coastal-motors', 'cars', DEFAULT_TEMPLATE_PORTS)).toBe(
      'http://coastal-motors.localhost:3000',
    )
    expect(servedSiteUrl('big-rigs', 'trucks', { ...DEFAULT_TEMPLATE_PORTS, trucks: 4101 })).toBe(
      'http://big-rigs.localhost:4101',
    )
  })

  it('refuses a template no app serves', () => {
    expect(() => servedSiteUrl('odd', 'boats', DEFAULT_TEMPLATE_PORTS)).toThrow(/unknown template "boats"/)
  })
})
