import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders, securityHeadersFor } from './security-headers.js'

const NONCE = 'bm9uY2Utb2YtdGhpcy1yZXF1ZXN0'
const search = { host: 'http://127.0.0.1:4000', key: 'k' }
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part === name || part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('contentSecurityPolicy', () => {
  it('lets only this response’s scripts run, and the chunks they import', () => {
    const policy = contentSecurityPolicy({
      nonce: NONCE,
      site: { search, payment_provider: null },
      secure: false,
    })
    expect(directive(policy, 'script-src')).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"])
    expect(directive(policy, 'style-src')).toEqual(["'self'", `'nonce-${NONCE}'`])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
  })

  it.each([
    ['the site’s search host', { search, payment_provider: null }, ["'self'", 'http://127.0.0.1:4000']],
    [
      'Algolia and Stripe',
      { search: { host: 'https://APP-dsn.algolia.net/x', key: 'k' }, payment_provider: 'stripe' as const },
      ["'self'", 'https://app-dsn.algolia.net', 'https://api.stripe.com'],
    ],
    ['no site (an unknown host)', null, ["'self'"]],
    [
      'a search host that is not a URL',
      { search: { host: 'not a url', key: 'k' }, payment_provider: null },
      ["'self'"],
    ],
  ])('connects to %s and nothing else', (_label, site, expected) => {
    expect(directive(contentSecurityPolicy({ nonce: NONCE, site, secure: false }), 'connect-src')).toEqual(
      expected,
    )
  })

  it('allows Stripe’s script and frames only on a site that takes deposits with Stripe', () => {
    const stripe = contentSecurityPolicy({
      nonce: NONCE,
      site: { payment_provider: 'stripe' },
      secure: false,
    })
    const dealershipKey = contentSecurityPolicy({
      nonce: NONCE,
      site: {
        payment_provider: null,
        dealerships: [{ id: 1, slug: 'a', stripe_publishable_key: 'pk_test_1', payment_processors: [] }],
      },
      secure: false,
    })
    const modelDeposits = contentSecurityPolicy({
      nonce: NONCE,
      site: {
        payment_provider: 'till',
        dealerships: [
          {
            id: 1,
            slug: 'a',
            stripe_publishable_key: null,
            payment_processors: [
              {
                authorization_type: 'stripe',
                authorization_key: 'pk_test_models',
                deposit_amount: 1000,
                apple_pay_enabled: false,
                google_pay_enabled: false,
                google_merchant_id: null,
              },
            ],
          },
        ],
      },
      secure: false,
    })
    const till = contentSecurityPolicy({ nonce: NONCE, site: { payment_provider: 'till' }, secure: false })
    for (const policy of [stripe, dealershipKey, modelDeposits]) {
      expect(directive(policy, 'script-src')).toContain('https://js.stripe.com')
      expect(directive(policy, 'frame-src')).toContain('https://hooks.stripe.com')
    }
    expect(directive(till, 'script-src')).not.toContain('https://js.stripe.com')
    expect(directive(till, 'frame-src')).toEqual(['https://www.google.com', 'https://www.openstreetmap.org'])
  })

  it('upgrades insecure requests only behind TLS', () => {
    const site = { payment_provider: null }
    expect(contentSecurityPolicy({ nonce: NONCE, site, secure: true })).toMatch(
      /; upgrade-insecure-requests$/,
    )
    expect(contentSecurityPolicy({ nonce: NONCE, site, secure: false })).not.toContain(
      'upgrade-insecure-requests',
    )
  })
})

describe('securityHeaders', () => {
  it('sends HSTS only when the shopper came over TLS', () => {
    const site = { payment_provider: null }
    expect(securityHeaders({ nonce: NONCE, site, secure: true })['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    )
    expect(securityHeaders({ nonce: NONCE, site, secure: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    )
  })

  it('forbids sniffing and framing, and trims the referrer', () => {
    expect(securityHeaders({ nonce: NONCE, site: null, secure: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
  })
})

describe('securityHeadersFor', () => {
  const input = { nonce: NONCE, site: null, secure: false }
  it.each([
    ['text/html; charset=utf-8', `'nonce-${NONCE}'`],
    ['image/svg+xml', "default-src 'none'; style-src 'unsafe-inline'; sandbox"],
  ])('gives a %s response its own policy', (contentType, expected) => {
    expect(securityHeadersFor(contentType, input)['Content-Security-Policy']).toContain(expected)
  })

  it.each(['application/json', 'text/x-script', null])(
    'gives a %s response no page policy, only nosniff',
    (type) => {
      expect(securityHeadersFor(type, input)).toEqual({ 'X-Content-Type-Options': 'nosniff' })
    },
  )
})
