import { type Car, canReserve } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStripeApi, startFakeStripeApi } from '../payments/fake-stripe-api.js'
import { stripeGateway } from '../payments/stripe-gateway.js'
import { ErrorAnswerSchema, PaymentIntentAnswerSchema, ReservationAnswerSchema } from './api-answers.js'
import { jsonRequest, openSeededTestApp, type SeededTestApp } from './seeded-test-app.js'

let world: SeededTestApp
let stripe: FakeStripeApi

beforeAll(async () => {
  stripe = await startFakeStripeApi()
  world = await openSeededTestApp({
    stripe: stripeGateway({ secretKey: 'sk_test_forecourt_fake', apiBase: stripe.url }),
  })
}, 120_000)

afterAll(async () => {
  await world?.database.close()
  await stripe?.close()
})

async function carsOf(site: string): Promise<Car[]> {
  const response = await world.app.request(`/v1/sites/${site}/cars?per_page=100`)
  return ((await response.json()) as { cars: Car[] }).cars
}

/** Cars the §5 rule lets a shopper reserve on a checkout-enabled site, fresh from the API. */
async function reservable(site: string): Promise<Car[]> {
  return (await carsOf(site)).filter((car) => canReserve(car, { checkoutEnabled: true }))
}

const startDeposit = async (car: Pick<Car, 'id' | 'dealership_id'>, app = world.app, body?: unknown) => {
  const response = await app.request(
    `/v1/dealerships/${car.dealership_id}/payment_intent?car_id=${car.id}&origin=${encodeURIComponent('http://coastal-motors.localhost:3000')}`,
    body === undefined ? { method: 'POST' } : jsonRequest('POST', body),
  )
  return { status: response.status, body: (await response.json()) as unknown }
}
const post = async (path: string, body: unknown = {}) => {
  const response = await world.app.request(path, jsonRequest('POST', body))
  return { status: response.status, body: (await response.json()) as unknown }
}
const codeOf = (body: unknown) => ErrorAnswerSchema.parse(body).error.code

describe('deposits through the local test processor (coastal-motors)', () => {
  it('starts a deposit, refuses to reserve until paid, then reserves the car once', async () => {
    const [car] = await reservable('coastal-motors')
    if (!car) throw new Error('the seed has no reservable coastal-motors car')
    const started = await startDeposit(car)
    expect(started.status).toBe(201)
    const intent = PaymentIntentAnswerSchema.parse(started.body)
    expect(intent).toMatchObject({ processor: 'test', paymentIntent: { amount: 50_000, currency: 'aud' } })
    expect(intent.paymentIntent.id).toMatch(/^test_pi_/)
    expect(intent.clientSecret.startsWith(`${intent.paymentIntent.id}_secret_`)).toBe(true)

    const early = await post('/v1/reservations', { payment_intent_id: intent.paymentIntent.id })
    expect(early.status).toBe(409)
    expect(codeOf(early.body)).toBe('payment_incomplete')

    expect((await post(`/v1/payment-intents/${intent.paymentIntent.id}/confirm`)).status).toBe(200)
    const reserved = await post('/v1/reservations', { payment_intent_id: intent.paymentIntent.id })
    expect(reserved.status).toBe(201)
    expect(ReservationAnswerSchema.parse(reserved.body).reservation).toMatchObject({ car_id: car.id })

    const again = await post('/v1/reservations', { payment_intent_id: intent.paymentIntent.id })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(reserved.body)
    const after = (await carsOf('coastal-motors')).find((listed) => listed.id === car.id)
    expect(after?.reserved).toBe(true)
  })

  it('answers 409 for a deposit or a reservation on a car that is already reserved', async () => {
    const [car] = await reservable('coastal-motors')
    if (!car) throw new Error('the seed has no reservable coastal-motors car')
    const first = PaymentIntentAnswerSchema.parse((await startDeposit(car)).body)
    const second = PaymentIntentAnswerSchema.parse((await startDeposit(car)).body)
    for (const intent of [first, second]) await post(`/v1/payment-intents/${intent.paymentIntent.id}/confirm`)
    expect((await post('/v1/reservations', { payment_intent_id: first.paymentIntent.id })).status).toBe(201)
    const loser = await post('/v1/reservations', { payment_intent_id: second.paymentIntent.id })
    expect(loser.status).toBe(409)
    expect(codeOf(loser.body)).toBe('car_unavailable')
    const late = await startDeposit(car)
    expect(late.status).toBe(409)
    expect(codeOf(late.body)).toBe('car_unavailable')
  })

  it('answers 409 for a sold car and for a test-drive-only car', async () => {
    const all = await carsOf('coastal-motors')
    const sold = all.find((car) => car.sold)
    const testDrive = all.find(
      (car) => !car.sold && !car.reserved && car.tag?.toLowerCase().includes('test drive'),
    )
    expect(codeOf((await startDeposit(sold as Car)).body)).toBe('car_unavailable')
    expect(codeOf((await startDeposit(testDrive as Car)).body)).toBe('car_not_reservable')
  })
})

describe('deposits through Stripe (southern-cross-motor-group), against a local fake of its API', () => {
  it('creates a PaymentIntent with the SDK for the deposit and reserves once Stripe says succeeded', async () => {
    const [car] = await reservable('southern-cross-motor-group')
    if (!car) throw new Error('the seed has no reservable southern-cross car')
    const started = await startDeposit(car)
    expect(started.status).toBe(201)
    const intent = PaymentIntentAnswerSchema.parse(started.body)
    expect(intent).toMatchObject({
      processor: 'stripe',
      publishable_key: 'pk_test_forecourt_southern_cross',
      paymentIntent: { amount: 100_000, currency: 'aud', status: 'requires_payment_method' },
    })
    const atStripe = stripe.intents.get(intent.paymentIntent.id)
    expect(atStripe).toMatchObject({ amount: 100_000, currency: 'aud', metadata: { car_id: String(car.id) } })
    expect(intent.clientSecret).toBe(atStripe?.client_secret)
    expect(stripe.authorizations.at(-1)).toBe('Bearer sk_test_forecourt_fake')

    expect(
      codeOf((await post('/v1/reservations', { payment_intent_id: intent.paymentIntent.id })).body),
    ).toBe('payment_incomplete')
    // The platform never confirms a Stripe payment itself; the shopper's browser does, with Stripe.
    expect(codeOf((await post(`/v1/payment-intents/${intent.paymentIntent.id}/confirm`)).body)).toBe(
      'not_a_test_payment',
    )
    if (atStripe) atStripe.status = 'succeeded'
    expect((await post('/v1/reservations', { payment_intent_id: intent.paymentIntent.id })).status).toBe(201)
  })

  it("keeps the shopper's e-mail with the payment and gives it to Stripe as receipt_email", async () => {
    const [car] = await reservable('southern-cross-motor-group')
    const started = await startDeposit(car as Car, world.app, { email: '  jo.shopper@example.com ' })
    expect(started.status).toBe(201)
    const { paymentIntent } = PaymentIntentAnswerSchema.parse(started.body)
    expect((await world.store.findPaymentIntent(paymentIntent.id))?.email).toBe('jo.shopper@example.com')
    expect(stripe.intents.get(paymentIntent.id)?.receipt_email).toBe('jo.shopper@example.com')

    const withoutEmail = PaymentIntentAnswerSchema.parse((await startDeposit(car as Car)).body)
    expect((await world.store.findPaymentIntent(withoutEmail.paymentIntent.id))?.email).toBeNull()
    expect(stripe.intents.get(withoutEmail.paymentIntent.id)?.receipt_email).toBeNull()
  })

  it("answers 502 without Stripe's words when Stripe fails, and 503 when Stripe is not configured", async () => {
    const [car] = await reservable('southern-cross-motor-group')
    stripe.failing = true
    try {
      const failed = await startDeposit(car as Car)
      expect(failed.status).toBe(502)
      expect(JSON.stringify(failed.body)).not.toContain('sk_live')
    } finally {
      stripe.failing = false
    }
    const unconfigured = await startDeposit(car as Car, world.appWith({ stripe: null }))
    expect(unconfigured.status).toBe(503)
  })
})

describe('cars without an online deposit', () => {
  it("answers 409 hosted_payment_page for Till (harbour-nissan): the deposit is paid on Till's page", async () => {
    const [car] = await reservable('harbour-nissan')
    const { status, body } = await startDeposit(car as Car)
    expect(status).toBe(409)
    expect(codeOf(body)).toBe('hosted_payment_page')
  })

  it('answers 409 car_not_reservable where the site has checkout off (kiwi-auto-hub)', async () => {
    const [car] = await carsOf('kiwi-auto-hub')
    expect(codeOf((await startDeposit(car as Car)).body)).toBe('car_not_reservable')
  })
})

describe('bad input', () => {
  it('answers 404 for a car of another dealership or no car, 400 for a bad id', async () => {
    const [car] = await carsOf('coastal-motors')
    expect((await startDeposit({ id: car?.id ?? 0, dealership_id: 9_999 })).status).toBe(404)
    expect((await startDeposit({ id: 99_999_999, dealership_id: 1 })).status).toBe(404)
    const response = await world.app.request('/v1/dealerships/abc/payment_intent', { method: 'POST' })
    expect(response.status).toBe(400)
    expect(Object.keys(ErrorAnswerSchema.parse(await response.json()).error.fields ?? {}).sort()).toEqual([
      'car_id',
      'dealership_id',
    ])
    const huge = await startDeposit({ id: 2 ** 31, dealership_id: 2 ** 31 })
    expect(huge.status).toBe(400)
    expect(Object.keys(ErrorAnswerSchema.parse(huge.body).error.fields ?? {}).sort()).toEqual([
      'car_id',
      'dealership_id',
    ])
  })

  it.each([
    ['no @', 'jo.example.com'],
    ['a space', 'jo shopper@example.com'],
    ['no dot in the domain', 'jo@example'],
    ['not text', 42],
    ['too long', `${'a'.repeat(250)}@example.com`],
  ])('answers 400 naming email for an address with %s, and starts nothing', async (_label, email) => {
    const [car] = await reservable('southern-cross-motor-group')
    const before = stripe.intents.size
    const refused = await startDeposit(car as Car, world.app, { email })
    expect(refused.status).toBe(400)
    expect(ErrorAnswerSchema.parse(refused.body).error.fields).toEqual({ email: ['invalid email address'] })
    expect(stripe.intents.size).toBe(before)
  })

  it('answers 404 for an unknown payment and 400 for a reservation without one', async () => {
    expect((await post('/v1/reservations', { payment_intent_id: 'test_pi_nothing' })).status).toBe(404)
    expect((await post('/v1/payment-intents/test_pi_nothing/confirm')).status).toBe(404)
    expect((await post('/v1/reservations', {})).status).toBe(400)
  })
})
