// The platform's deposit answers become failures the page can word; nothing reaches the shopper as
// an error page (§7, §8).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPlatformClient } from '../platform/platform-client.server.js'
import { type FakeAnswer, fakePlatformFetch } from '../test-support/fake-platform-fetch.js'
import { depositCall } from './deposit-failure.server.js'

function depositsAnswering(answer: FakeAnswer) {
  const { fetch, calls } = fakePlatformFetch(() => answer)
  return { deposits: createPlatformClient({ baseUrl: 'http://platform.test:4000', fetch }).deposits, calls }
}

// The failures are logged for the dealer's support; the test keeps its output to the results.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

const conflict = (code: string) => ({ error: { code, message: 'platform wording' } })

describe('deposit calls', () => {
  it('start a payment intent for the car with its origin and read the client secret and key', async () => {
    const { deposits, calls } = depositsAnswering({
      status: 201,
      body: {
        clientSecret: 'pi_1_secret_2',
        paymentIntent: { id: 'pi_1', amount: 100000, currency: 'aud', status: 'requires_payment_method' },
        processor: 'stripe',
        publishable_key: 'pk_test_1',
      },
    })
    expect(await deposits.start({ dealershipId: 7, carId: 42, origin: 'http://a.localhost:3000' })).toEqual({
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret_2',
      processor: 'stripe',
      publishableKey: 'pk_test_1',
    })
    expect(calls).toMatchObject([
      {
        path: '/v1/dealerships/7/payment_intent?car_id=42&origin=http%3A%2F%2Fa.localhost%3A3000',
        method: 'POST',
        body: undefined,
      },
    ])
  })

  it('confirm a test payment and reserve with the intent id', async () => {
    const confirm = depositsAnswering({
      status: 200,
      body: { paymentIntent: { id: 'test_pi_1', status: 'succeeded' } },
    })
    await expect(confirm.deposits.confirmTestPayment('test_pi_1')).resolves.toBeUndefined()
    expect(confirm.calls[0]?.path).toBe('/v1/payment-intents/test_pi_1/confirm')

    const reserve = depositsAnswering({
      status: 201,
      body: { reservation: { id: 9, car_id: 42, payment_intent_id: 'test_pi_1' } },
    })
    expect(await reserve.deposits.reserve('test_pi_1')).toBe('9')
    expect(reserve.calls[0]).toMatchObject({
      path: '/v1/reservations',
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
    const { deposits } = depositsAnswering({ status, body })
    expect(await depositCall(() => deposits.reserve('pi_1'))).toEqual({ ok: false, failure })
  })

  it('an unreachable platform is provider_unavailable, not a thrown error', async () => {
    const { deposits } = depositsAnswering(new TypeError('fetch failed'))
    expect(
      await depositCall(() => deposits.start({ dealershipId: 1, carId: 1, origin: 'http://x' })),
    ).toEqual({
      ok: false,
      failure: 'provider_unavailable',
    })
  })
})
