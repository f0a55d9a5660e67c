import { type Car, canReserve } from '@forecourt/domain'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlatformStore } from '../db/platform-store.js'
import { leadDeliveries } from '../db/schema.js'
import { startLeadDeliveryWorker } from '../leads/delivery/lead-delivery-worker.js'
import { smtpEmailSender } from '../leads/delivery/lead-email.js'
import { startTestMailCatcher, type TestMailCatcher } from '../leads/delivery/test-mail-catcher.js'
import { type FakeStripeApi, startFakeStripeApi } from '../payments/fake-stripe-api.js'
import { stripeGateway } from '../payments/stripe-gateway.js'
import { ErrorAnswerSchema, PaymentIntentAnswerSchema } from './api-answers.js'
import { jsonRequest, openSeededTestApp, type SeededTestApp } from './seeded-test-app.js'

const WEBHOOK_SECRET = 'whsec_forecourt_test_secret'
let world: SeededTestApp
let stripe: FakeStripeApi
let catcher: TestMailCatcher

beforeAll(async () => {
  stripe = await startFakeStripeApi()
  catcher = await startTestMailCatcher()
  world = await openSeededTestApp({
    stripe: stripeGateway({ secretKey: 'sk_test_forecourt_fake', apiBase: stripe.url }),
    stripeWebhookSecret: WEBHOOK_SECRET,
  })
}, 120_000)

afterAll(async () => {
  await world?.database.close()
  await stripe?.close()
  await catcher?.close()
})

/** A payment_intent.succeeded event as Stripe sends it, signed with the SDK's test header helper. */
function signedEvent(
  intent: { id: string; amount: number; receipt_email?: string | null },
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: `evt_${intent.id}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { object: 'payment_intent', status: 'succeeded', receipt_email: null, ...intent } },
  })
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
}

// Stripe calls the webhook without the apps' service credential: its signature is the credential.
async function deliverEvent(
  { payload, signature }: { payload: string; signature: string },
  app: Pick<SeededTestApp['app'], 'request'> = world.anonymous,
) {
  const response = await app.request('/v1/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function startDeposit(car: Car, email?: string) {
  const response = await world.app.request(
    `/v1/dealerships/${car.dealership_id}/payment_intent?car_id=${car.id}`,
    email ? jsonRequest('POST', { email }) : { method: 'POST' },
  )
  expect(response.status).toBe(201)
  const { paymentIntent } = PaymentIntentAnswerSchema.parse(await response.json())
  const fake = stripe.intents.get(paymentIntent.id)
  if (fake) fake.status = 'succeeded'
  return paymentIntent
}

async function stripeCar(): Promise<Car> {
  const response = await world.app.request('/v1/sites/southern-cross-motor-group/cars?per_page=100')
  const cars = ((await response.json()) as { cars: Car[] }).cars
  const car = cars.find((entry) => canReserve(entry, { checkoutEnabled: true }) && !entry.reserved)
  if (!car) throw new Error('the seed has no reservable southern-cross car')
  return car
}

const isReserved = async (car: Car) => (await world.store.findCarById(car.id))?.reserved

describe('the Stripe webhook (issue 13 item 5)', () => {
  it('reserves the car when the payment succeeds, even if the shopper never comes back; a repeat changes nothing', async () => {
    const car = await stripeCar()
    const paid = await startDeposit(car)
    const event = signedEvent({ id: paid.id, amount: paid.amount })
    expect(await deliverEvent(event)).toEqual({ status: 200, body: { received: true, outcome: 'reserved' } })
    expect(await isReserved(car)).toBe(true)
    expect(await deliverEvent(event)).toEqual({ status: 200, body: { received: true, outcome: 'reserved' } })
    expect(stripe.refunds.filter((refund) => refund.paymentIntent === paid.id)).toEqual([])
  })

  it('refunds a payment for a car another shopper reserved first, and tells both by e-mail once', async () => {
    const car = await stripeCar()
    const first = await startDeposit(car)
    // The address the shopper gave on the checkout page, not whatever Stripe holds, gets the notice.
    const second = await startDeposit(car, 'late.shopper@example.com')
    expect((await deliverEvent(signedEvent({ id: first.id, amount: first.amount }))).body.outcome).toBe(
      'reserved',
    )
    const late = signedEvent({
      id: second.id,
      amount: second.amount,
      receipt_email: 'someone.else@example.com',
    })
    expect(await deliverEvent(late)).toEqual({ status: 200, body: { received: true, outcome: 'refunded' } })
    // Stripe retries a webhook it thinks failed: the refund is asked again under the same key.
    expect((await deliverEvent(late)).body.outcome).toBe('refunded')
    const refunds = stripe.refunds.filter((refund) => refund.paymentIntent === second.id)
    expect(refunds.length).toBeGreaterThanOrEqual(1)
    expect(new Set(refunds.map((refund) => refund.idempotencyKey))).toEqual(
      new Set([`forecourt-refund-${second.id}`]),
    )
    expect((await world.store.findPaymentIntent(second.id))?.status).toBe('refunded')

    const notices = await world.database.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.dedupeKey, `refund:${second.id}:shopper`))
    expect(notices).toHaveLength(1)
    const worker = startLeadDeliveryWorker({
      db: world.database.db,
      store: createPlatformStore(world.database.db),
      email: smtpEmailSender({ url: catcher.url, from: 'notices@forecourt.test' }),
      webhook: { post: async () => {} },
      pollMs: 3_600_000,
      log: () => {},
    })
    await worker.runOnce()
    await worker.stop()
    const mails = catcher.messages.filter((mail) => mail.text?.includes(second.id))
    expect(mails.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '')).sort()).toEqual([
      'late.shopper@example.com',
      'leads@southerncrossmotorgroup.com.au',
    ])
    expect(mails.find((mail) => mail.subject?.startsWith('Your deposit'))?.text).toContain('refunded in full')
  })

  it('tells only the dealer when the payment was started without an address and Stripe has none', async () => {
    const car = await stripeCar()
    const first = await startDeposit(car)
    const second = await startDeposit(car)
    await deliverEvent(signedEvent({ id: first.id, amount: first.amount }))
    expect((await deliverEvent(signedEvent({ id: second.id, amount: second.amount }))).body.outcome).toBe(
      'refunded',
    )
    const notices = await world.database.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.dedupeKey, `refund:${second.id}:dealer`))
    expect(notices).toHaveLength(1)
    const shopper = await world.database.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.dedupeKey, `refund:${second.id}:shopper`))
    expect(shopper).toEqual([])
  })

  it.each([
    [
      'a signature made with another secret',
      () => signedEvent({ id: 'pi_x', amount: 1 }, 'whsec_someone_else'),
    ],
    [
      'a body changed after signing',
      () => {
        const event = signedEvent({ id: 'pi_x', amount: 1 })
        return { ...event, payload: event.payload.replace('"amount":1', '"amount":2') }
      },
    ],
    [
      'no signature at all',
      () => ({ payload: signedEvent({ id: 'pi_x', amount: 1 }).payload, signature: '' }),
    ],
  ])('refuses %s with 400', async (_name, event) => {
    const answer = await deliverEvent(event())
    expect(answer.status).toBe(400)
    expect(ErrorAnswerSchema.parse(answer.body).error.code).toBe('invalid_signature')
  })

  it('ignores events for payments it did not start, and answers 503 when webhooks are not configured', async () => {
    expect((await deliverEvent(signedEvent({ id: 'pi_not_ours', amount: 100 }))).body).toEqual({
      received: true,
      outcome: 'ignored',
    })
    const unconfigured = world.appWith({ stripeWebhookSecret: null })
    expect((await deliverEvent(signedEvent({ id: 'pi_x', amount: 1 }), unconfigured)).status).toBe(503)
  })
})
