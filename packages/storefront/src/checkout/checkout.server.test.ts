// What reserve online offers for each site and car (§2 paths, §5 rules, §7 hosted pages), and the
// platform calls behind a payment, with a fake platform and fake deposit calls.
import type { Car, SiteConfig } from '@forecourt/domain'
import { isRouteErrorResponse, RouterContextProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type DepositsApi, depositsApi } from '../platform/deposits-api.server.js'
import type { PlatformClient } from '../platform/platform-client.server.js'
import { PlatformRejectedError, PlatformUnavailableError } from '../platform/platform-errors.js'
import type { PlatformTransport } from '../platform/platform-transport.server.js'
import { storefrontContext } from '../tenant/site-context.server.js'
import { testCar, testSite } from '../test-support/fixtures.js'
import { checkoutAction, checkoutLoader } from './checkout.server.js'

const processor = (
  authorization_type: 'stripe' | 'test' | 'till' | 'st_george',
  key = `${authorization_type}_key`,
) => ({
  authorization_type,
  authorization_key: key,
  deposit_amount: 500,
  apple_pay_enabled: false,
  google_pay_enabled: false,
  google_merchant_id: null,
})

const siteWith = (features: Record<string, unknown> = {}): SiteConfig =>
  testSite({ features: { checkout: true, ...features } })

const carWith = (overrides: Partial<Car> = {}): Car =>
  testCar({ payment_processors: [processor('test')], ...overrides })

/** The platform refusing a deposit call with a conflict code, or not answering. */
const refused = (code: string) => async (): Promise<never> => {
  throw new PlatformRejectedError(409, 'platform wording', code)
}
const down = async (): Promise<never> => {
  throw new PlatformUnavailableError('platform answered 503')
}

/** Deposit calls that succeed unless a test says otherwise, recording their order. */
function fakePayments(overrides: Partial<DepositsApi> = {}) {
  const calls: string[] = []
  const payments: DepositsApi = {
    start: vi.fn(async (input) => {
      calls.push(`start ${input.dealershipId} ${input.carId} ${input.origin}`)
      return {
        paymentIntentId: 'pi_1',
        clientSecret: 'pi_1_secret_2',
        processor: 'stripe' as const,
        publishableKey: 'pk_test_1',
      }
    }),
    confirmTestPayment: vi.fn(async (id) => {
      calls.push(`confirm ${id}`)
    }),
    reserve: vi.fn(async (id) => {
      calls.push(`reserve ${id}`)
      return '77'
    }),
    ...overrides,
  }
  return { payments, calls }
}

function setUp(site: SiteConfig, car: Car | null, payments: DepositsApi) {
  const platform = { getCar: vi.fn(async () => car), deposits: payments } as unknown as PlatformClient
  const context = new RouterContextProvider()
  context.set(storefrontContext, { site, platform, imageOrigin: 'http://images.test' })
  const args = (path: string, body?: Record<string, string>) => ({
    request: new Request(`http://city-motors.localhost:3000${path}`, {
      method: body ? 'POST' : 'GET',
      ...(body ? { body: new URLSearchParams(body) } : {}),
    }),
    params: { slug: 'rav4-48211' },
    context,
  })
  return {
    load: (path = '/cars/rav4-48211/checkout') => checkoutLoader(args(path)),
    act: (body: Record<string, string>, path = '/cars/rav4-48211/checkout') =>
      checkoutAction(args(path, body)),
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

const validCard = {
  intent: 'test-payment',
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/34',
  card_cvc: '123',
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('checkout loader: which path answers (§2)', () => {
  it.each([
    ['the site’s checkout path', { checkout_path: 'checkout' }, '/cars/rav4-48211/checkout', 200],
    ['the other path', { checkout_path: 'checkout' }, '/cars/rav4-48211/buy-online', 404],
    ['/buy-online on a buy-online site', { checkout_path: 'buy-online' }, '/cars/rav4-48211/buy-online', 200],
    ['/checkout on a buy-online site', { checkout_path: 'buy-online' }, '/cars/rav4-48211/checkout', 404],
    ['a site without checkout', { checkout: false }, '/cars/rav4-48211/checkout', 404],
    [
      'a client navigation’s data request',
      { checkout_path: 'checkout' },
      '/cars/rav4-48211/checkout.data',
      200,
    ],
    ['the other path’s data request', { checkout_path: 'checkout' }, '/cars/rav4-48211/buy-online.data', 404],
  ])('%s answers %i', async (_label, features, path, status) => {
    const { load } = setUp(siteWith(features), carWith(), fakePayments().payments)
    expect(await statusOf(load(path))).toBe(status)
  })

  it('an unknown car is the car-not-found page', async () => {
    const { load } = setUp(siteWith(), null, fakePayments().payments)
    expect(await statusOf(load())).toBe(404)
  })
})

describe('checkout loader: what the page offers', () => {
  it.each([
    ['sold', { sold: true }, 'This car has been sold, so it can no longer be reserved.'],
    ['reserved', { reserved: true }, 'This car is already reserved by another buyer.'],
    [
      'test drive only',
      { tag: 'Test Drive Only' },
      'This car is for test drives only and cannot be reserved online.',
    ],
    ['priced at $200', { price: 200 }, 'This car cannot be reserved online.'],
  ] as const)('a %s car says why and starts no payment', async (_label, overrides, reason) => {
    const { payments, calls } = fakePayments()
    const { load } = setUp(siteWith(), carWith(overrides), payments)
    expect((await load()).offer).toEqual({ kind: 'unavailable', reason })
    expect(calls).toEqual([])
  })

  it('the local test processor gets the test card form; its intent waits for the payment', async () => {
    const { payments, calls } = fakePayments()
    const { load } = setUp(siteWith(), carWith(), payments)
    expect((await load()).offer).toEqual({ kind: 'test' })
    expect(calls).toEqual([])
  })

  it.each([
    ['till', 'till'],
    ['st_george', 'st_george'],
  ] as const)('%s takes the deposit on its hosted page: no payment intent (§7)', async (type, hosted) => {
    const { payments, calls } = fakePayments()
    const { load } = setUp(siteWith(), carWith({ payment_processors: [processor(type)] }), payments)
    expect((await load()).offer).toEqual({ kind: 'hosted', processor: hosted })
    expect(calls).toEqual([])
  })

  it.each([
    ['AUD', { amount: 50_000, currency: 'aud' }],
    ['NZD', { amount: 50_000, currency: 'nzd' }],
  ] as const)('Stripe in %s: the form’s key and charge, and no payment started', async (currency, charge) => {
    const { payments, calls } = fakePayments()
    const { load } = setUp(
      testSite({ currency, features: { checkout: true, checkout_path: 'buy-online' } }),
      carWith({ payment_processors: [processor('stripe', 'pk_test_1')] }),
      payments,
    )
    const data = await load('/cars/rav4-48211/buy-online')
    expect(data.offer).toEqual({ kind: 'stripe', publishableKey: 'pk_test_1', wallets: [], ...charge })
    expect(calls).toEqual([])
    expect(JSON.stringify(data)).not.toMatch(/127\.0\.0\.1|:4000|PLATFORM/)
  })

  it('Stripe offers the wallets its processor switches on (§3 apple_pay_enabled, google_pay_enabled)', async () => {
    const { payments } = fakePayments()
    const withWallets = { ...processor('stripe'), apple_pay_enabled: true, google_pay_enabled: true }
    const { load } = setUp(siteWith(), carWith({ payment_processors: [withWallets] }), payments)
    const { offer } = await load()
    expect(offer).toMatchObject({ kind: 'stripe', wallets: ['apple_pay', 'google_pay'] })
  })

  it('back from a redirecting payment method, the loader reserves the intent in the query', async () => {
    const { payments, calls } = fakePayments()
    const { load } = setUp(siteWith(), carWith({ payment_processors: [processor('stripe')] }), payments)
    const data = await load('/cars/rav4-48211/checkout?payment_intent=pi_9&redirect_status=succeeded')
    expect(data.returned).toEqual({ reservation: { id: '77' } })
    expect(calls).toEqual(['reserve pi_9'])
  })
})

describe('checkout action', () => {
  it('a test payment starts the intent, confirms it, then reserves the car', async () => {
    const { payments, calls } = fakePayments()
    const { act } = setUp(siteWith(), carWith(), payments)
    expect(await act(validCard)).toEqual({ reservation: { id: '77' } })
    expect(calls).toEqual([
      'start 12 48211 http://city-motors.localhost:3000',
      'confirm pi_1',
      'reserve pi_1',
    ])
  })

  it('a malformed test card says which field and calls nothing', async () => {
    const { payments, calls } = fakePayments()
    const { act } = setUp(siteWith(), carWith(), payments)
    expect(await act({ ...validCard, card_number: '4242', card_expiry: '13/30' })).toEqual({
      fieldErrors: {
        card_number: 'Enter a card number of 12 to 19 digits.',
        card_expiry: 'Enter the expiry as MM/YY.',
      },
    })
    expect(calls).toEqual([])
  })

  it.each([
    [
      'the car sold meanwhile',
      { start: refused('car_unavailable') },
      'Sorry, this car has just been sold or reserved, so it can no longer be reserved online.',
    ],
    [
      'the processor is down',
      { confirmTestPayment: down },
      'The payment service is not answering right now. Please try again in a few minutes.',
    ],
    [
      'another buyer reserved it while paying',
      { reserve: refused('car_unavailable') },
      'Sorry, this car was sold or reserved while you were paying. The dealership will contact you about your deposit.',
    ],
  ])('when %s the page says so', async (_label, overrides, error) => {
    const { act } = setUp(siteWith(), carWith(), fakePayments(overrides).payments)
    expect(await act(validCard)).toEqual({ error })
  })

  it('a sold car takes no test payment', async () => {
    const { payments, calls } = fakePayments()
    const { act } = setUp(siteWith(), carWith({ sold: true }), payments)
    expect(await act(validCard)).toEqual({
      error: 'This car has been sold, so it can no longer be reserved.',
    })
    expect(calls).toEqual([])
  })

  it('a Stripe-paid intent is reserved by its id', async () => {
    const { payments, calls } = fakePayments()
    const { act } = setUp(siteWith(), carWith({ payment_processors: [processor('stripe')] }), payments)
    expect(await act({ intent: 'reserve', payment_intent_id: 'pi_5' })).toEqual({ reservation: { id: '77' } })
    expect(calls).toEqual(['reserve pi_5'])
  })

  it('Pay on the Stripe form starts the payment with the shopper’s e-mail and answers its secret', async () => {
    const { payments, calls } = fakePayments()
    const { act } = setUp(siteWith(), carWith({ payment_processors: [processor('stripe')] }), payments)
    expect(await act({ intent: 'start-stripe', email: ' jo.shopper@example.com ' })).toEqual({
      started: { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' },
    })
    expect(calls).toEqual(['start 12 48211 http://city-motors.localhost:3000'])
    expect(payments.start).toHaveBeenCalledWith(expect.objectContaining({ email: 'jo.shopper@example.com' }))
  })

  it.each([
    ['no e-mail', {}, { fieldErrors: { email: 'invalid email address' } }],
    ['a malformed e-mail', { email: 'jo@example' }, { fieldErrors: { email: 'invalid email address' } }],
  ])('a Stripe start with %s names the field and starts nothing', async (_label, body, answer) => {
    const { payments, calls } = fakePayments()
    const { act } = setUp(siteWith(), carWith({ payment_processors: [processor('stripe')] }), payments)
    expect(await act({ intent: 'start-stripe', ...body })).toEqual(answer)
    expect(calls).toEqual([])
  })

  it.each([
    [
      'the car sold meanwhile',
      refused('car_unavailable'),
      'Sorry, this car has just been sold or reserved, so it can no longer be reserved online.',
    ],
    [
      'the platform or Stripe is down',
      down,
      'The payment service is not answering right now. Please try again in a few minutes.',
    ],
  ])('a Stripe start when %s says so', async (_label, start, error) => {
    const { act } = setUp(
      siteWith(),
      carWith({ payment_processors: [processor('stripe')] }),
      fakePayments({ start }).payments,
    )
    expect(await act({ intent: 'start-stripe', email: 'jo@example.com' })).toEqual({ error })
  })

  it.each([
    ['a sold car', carWith({ sold: true, payment_processors: [processor('stripe')] })],
    ['a car of the test processor', carWith()],
  ])('%s starts no Stripe payment', async (_label, car) => {
    const { payments, calls } = fakePayments()
    const { act } = setUp(siteWith(), car, payments)
    expect(await act({ intent: 'start-stripe', email: 'jo@example.com' })).toEqual({
      error: expect.any(String),
    })
    expect(calls).toEqual([])
  })

  it('a Stripe car cannot be paid through the test form', async () => {
    const { payments, calls } = fakePayments()
    const { act } = setUp(siteWith(), carWith({ payment_processors: [processor('stripe')] }), payments)
    expect(await act(validCard)).toEqual({
      error: 'Something went wrong while reserving this car. Please try again.',
    })
    expect(calls).toEqual([])
  })
})

describe('what reaches the platform, at its transport (issue 13 item 5: no payment per GET)', () => {
  /** The real deposit calls over a transport that records each request and answers a started payment. */
  function recordingDeposits() {
    const requests: Array<{ method: string; path: string; body: unknown }> = []
    const transport: PlatformTransport = async (call) => {
      requests.push({ method: call.method ?? 'GET', path: call.path, body: call.body })
      const started = { clientSecret: 'pi_7_secret_8', paymentIntent: { id: 'pi_7' }, processor: 'stripe' }
      return { value: call.schema.parse(started), setCookie: [] }
    }
    return { deposits: depositsApi(transport), requests }
  }
  const stripeCar = carWith({ payment_processors: [processor('stripe', 'pk_test_1')] })

  it('loading a Stripe car’s checkout, by document or client navigation, sends the platform nothing', async () => {
    const { deposits, requests } = recordingDeposits()
    const { load } = setUp(siteWith(), stripeCar, deposits)
    for (const path of ['/cars/rav4-48211/checkout', '/cars/rav4-48211/checkout.data']) {
      expect((await load(path)).offer.kind).toBe('stripe')
    }
    expect(requests).toEqual([])
  })

  it('Pay sends one POST that starts the payment, the e-mail in its body and not its query', async () => {
    const { deposits, requests } = recordingDeposits()
    const { act } = setUp(siteWith(), stripeCar, deposits)
    expect(await act({ intent: 'start-stripe', email: 'jo.shopper@example.com' })).toEqual({
      started: { clientSecret: 'pi_7_secret_8', paymentIntentId: 'pi_7' },
    })
    expect(requests).toEqual([
      {
        method: 'POST',
        path: `/v1/dealerships/12/payment_intent?car_id=48211&origin=${encodeURIComponent('http://city-motors.localhost:3000')}`,
        body: { email: 'jo.shopper@example.com' },
      },
    ])
  })
})

describe('checkout action: a hostile post (issue 14)', () => {
  it.each([
    ['a NUL in a field', { ...validCard, card_cvc: '12\u00003' }, 400],
    ['a field past the cap', { ...validCard, card_number: '4'.repeat(10_001) }, 400],
  ])('%s answers %i and starts no payment', async (_label, body, status) => {
    const { payments, calls } = fakePayments()
    const { act } = setUp(siteWith(), carWith({ payment_processors: [processor('test')] }), payments)
    const answer = await act(body)
    expect(answer).toMatchObject({ init: { status }, data: { error: expect.any(String) } })
    expect(calls).toEqual([])
  })
})
