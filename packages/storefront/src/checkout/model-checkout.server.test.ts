// A new-car model's deposit (issue 16 row 11): where the model page offers it, which path answers,
// what the checkout offers, and the platform calls behind a test payment, with a fake platform.
import type { PaymentProcessor, SiteConfig } from '@forecourt/domain'
import { isRouteErrorResponse, RouterContextProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DepositsApi } from '../platform/deposits-api.server.js'
import type { PlatformClient, SiteModel } from '../platform/platform-client.server.js'
import { storefrontContext } from '../tenant/site-context.server.js'
import { testSite } from '../test-support/fixtures.js'
import { modelCheckoutAction, modelCheckoutLoader, modelReserveActionOf } from './model-checkout.server.js'

const processor = (authorization_type: PaymentProcessor['authorization_type'], deposit = 1000) => ({
  authorization_type,
  authorization_key: `${authorization_type}_key`,
  deposit_amount: deposit,
  apple_pay_enabled: false,
  google_pay_enabled: false,
  google_merchant_id: null,
})

const siteWith = (processors: PaymentProcessor[], features: Record<string, unknown> = {}): SiteConfig =>
  testSite({
    features: { checkout: true, ...features },
    dealerships: [
      { id: 3, slug: 'no-deposits', payment_processors: [] },
      { id: 7, slug: 'city-motors-brisbane', payment_processors: processors },
    ],
  })

const RAV4: SiteModel = {
  id: 12,
  name: 'RAV4',
  slug: 'rav4',
  image: null,
  short_description: null,
  status: null,
  fuel: null,
  position: 0,
  override_url: null,
  body: 'SUV',
  manufacturer_id: null,
}

function setUp(site: SiteConfig, models: SiteModel[] = [RAV4]) {
  const calls: string[] = []
  const deposits: DepositsApi = {
    start: vi.fn(async (input) => {
      calls.push(`start ${JSON.stringify(input)}`)
      return {
        paymentIntentId: 'test_pi_1',
        clientSecret: 's',
        processor: 'test' as const,
        publishableKey: null,
      }
    }),
    confirmTestPayment: vi.fn(async (id) => {
      calls.push(`confirm ${id}`)
    }),
    reserve: vi.fn(async (id) => {
      calls.push(`reserve ${id}`)
      return '41'
    }),
  }
  const platform = { listModels: vi.fn(async () => models), deposits } as unknown as PlatformClient
  const context = new RouterContextProvider()
  context.set(storefrontContext, { site, platform, imageOrigin: 'http://images.test' })
  const args = (path: string, body?: Record<string, string>) => ({
    request: new Request(`http://city-motors.localhost:3000${path}`, {
      method: body ? 'POST' : 'GET',
      ...(body ? { body: new URLSearchParams(body) } : {}),
    }),
    params: { slug: 'rav4' },
    context,
  })
  return {
    calls,
    load: (path = '/models/rav4/checkout') => modelCheckoutLoader(args(path)),
    act: (body: Record<string, string>) => modelCheckoutAction(args('/models/rav4/checkout', body)),
  }
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status
    if (error && typeof error === 'object' && 'init' in error)
      return (error as { init: { status: number } }).init.status
    throw error
  }
  return 200
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('the model page’s Reserve this model', () => {
  it.each([
    [
      'a dealership with a test processor',
      siteWith([processor('test')]),
      RAV4,
      { href: '/models/rav4/checkout', label: 'Reserve this model $1,000' },
    ],
    [
      'a buy-online site',
      siteWith([processor('stripe', 250)], { checkout_path: 'buy-online' }),
      RAV4,
      { href: '/models/rav4/buy-online', label: 'Reserve this model $250' },
    ],
    [
      'a hosted processor (the checkout explains)',
      siteWith([processor('till')]),
      RAV4,
      { href: '/models/rav4/checkout', label: 'Reserve this model $1,000' },
    ],
    ['checkout off', siteWith([processor('test')], { checkout: false }), RAV4, null],
    ['no dealership with a processor', siteWith([]), RAV4, null],
    ['a model the platform gave no id', siteWith([processor('test')]), { ...RAV4, id: null }, null],
  ])('%s', (_label, site, model, expected) => {
    expect(modelReserveActionOf(site, model)).toEqual(expected)
  })
})

describe('model checkout loader', () => {
  it.each([
    ['the site’s checkout path', {}, '/models/rav4/checkout', 200],
    ['the other path', {}, '/models/rav4/buy-online', 404],
    ['a site without checkout', { checkout: false }, '/models/rav4/checkout', 404],
  ])('%s answers %i', async (_label, features, path, status) => {
    const { load } = setUp(siteWith([processor('test')], features))
    expect(await statusOf(load(path))).toBe(status)
  })

  it('answers 404 for a model the site does not have', async () => {
    const { load } = setUp(siteWith([processor('test')]), [])
    expect(await statusOf(load())).toBe(404)
  })

  it.each([
    ['test', { kind: 'test' }],
    [
      'stripe',
      { kind: 'stripe', publishableKey: 'stripe_key', wallets: [], amount: 100_000, currency: 'aud' },
    ],
    ['st_george', { kind: 'hosted', processor: 'st_george' }],
  ] as const)('offers a %s deposit as its processor takes it', async (type, offer) => {
    const { load } = setUp(siteWith([processor(type)]))
    expect((await load()).offer).toEqual(offer)
  })

  it('says why when no dealership takes model deposits', async () => {
    const { load } = setUp(siteWith([]))
    expect((await load()).offer).toEqual({
      kind: 'unavailable',
      reason: 'The dealer does not take deposits online for this model.',
    })
  })
})

describe('model checkout action', () => {
  it('starts the deposit for the model at its dealership, pays the test card and records the order', async () => {
    const { act, calls } = setUp(siteWith([processor('test')]))
    const result = await act({
      intent: 'test-payment',
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/34',
      card_cvc: '123',
    })
    expect(result).toEqual({ reservation: { id: '41' } })
    expect(calls).toEqual([
      `start ${JSON.stringify({ dealershipId: 7, modelId: 12, origin: 'http://city-motors.localhost:3000' })}`,
      'confirm test_pi_1',
      'reserve test_pi_1',
    ])
  })

  it('starts nothing where no dealership takes model deposits', async () => {
    const { act, calls } = setUp(siteWith([]))
    expect(await act({ intent: 'test-payment' })).toEqual({
      error: 'The dealer does not take deposits online for this model.',
    })
    expect(calls).toEqual([])
  })
})
