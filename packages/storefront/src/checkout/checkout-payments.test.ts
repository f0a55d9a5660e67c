// The platform's deposit answers become results the page can word; nothing throws (§7, §8).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createDepositPayments } from './checkout-payments.js'

type Call = { url: string; method: string | undefined; body: unknown }

function paymentsAnswering(status: number, body: unknown) {
  const calls: Call[] = []
  const payments = createDepositPayments({
    baseUrl: 'http://platform.test:4000',
    fetch: async (url, init) => {
      calls.push({
        url: String(url),
        method: init?.method,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    },
  })
  return { payments, calls }
}

// The failures are logged for the dealer's support; the test keeps its output to the results.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

const conflict = (code: string) => ({ error: { code, message: 'platform wording' } })

describe('deposit payments', () => {
  it('starts a payment intent for the car with its origin and reads the client secret and key', async () => {
    const { payments, calls } = paymentsAnswering(201, {
      clientSecret: 'pi_1_secret_2',
      paymentIntent: { id: 'pi_1', amount: 100000, currency: 'aud', status: 'requires_payment_method' },
      processor: 'stripe',
      publishable_key: 'pk_test_1',
    })
    const started = await payments.start({ dealershipId: 7, carId: 42, origin: 'http://a.localhost:3000' })
    expect(started).toEqual({
      ok: true,
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret_2',
      processor: 'stripe',
      publishableKey: 'pk_test_1',
    })
    expect(calls).toEqual([
      {
        url: 'http://platform.test:4000/v1/dealerships/7/payment_intent?car_id=42&origin=http%3A%2F%2Fa.localhost%3A3000',
        method: 'POST',
        body: undefined,
      },
    ])
  })

  it('confirms a test payment and reserves with the intent id', async () => {
    const confirm = paymentsAnswering(200, { paymentIntent: { id: 'test_pi_1', status: 'succeeded' } })
    expect(await confirm.payments.confirmTestPayment('test_pi_1')).toEqual({ ok: true })
    expect(confirm.calls[0]?.url).toBe('http://platform.test:4000/v1/payment-intents/test_pi_1/confirm')

    const reserve = paymentsAnswering(201, {
      reservation: { id: 9, car_id: 42, payment_intent_id: 'test_pi_1' },
    })
    expect(await reserve.payments.reserve('test_pi_1')).toEqual({ ok: true, reservationId: '9' })
    expect(reserve.calls[0]).toMatchObject({
      url: 'http://platform.test:4000/v1/reservations',
      body: { payment_intent_id: 'test_pi_1' },
    })
  })

  it.each([
    [409, conflict('car_unavailable'), 'car_unavailable'],
    [409, conflict('car_not_reservable'), 'car_not_reservable'],
    [409, conflict('no_deposit'), 'car_not_reservable'],
    [409, conflict('hosted_payment_page'), 'hosted_payment_page'],
    [409, conflict('payment_incomplete'), 'payment_incomplete'],
    [409, conflict('something_new'), 'unexpected'],
    [404, conflict('car_not_found'), 'unexpected'],
    [502, conflict('payment_provider_error'), 'provider_unavailable'],
    [503, conflict('payment_provider_unavailable'), 'provider_unavailable'],
    [200, { unexpected: true }, 'provider_unavailable'],
  ])('answer %i %j is the failure %s', async (status, body, failure) => {
    const { payments } = paymentsAnswering(status, body)
    expect(await payments.reserve('pi_1')).toEqual({ ok: false, failure })
  })

  it('an unreachable platform is provider_unavailable, not a thrown error', async () => {
    const payments = createDepositPayments({
      baseUrl: 'http://platform.test:4000',
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    expect(await payments.start({ dealershipId: 1, carId: 1, origin: 'http://x' })).toEqual({
      ok: false,
      failure: 'provider_unavailable',
    })
  })
})
