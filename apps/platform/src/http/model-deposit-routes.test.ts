// A deposit on a new-car model (issue 16 row 11): POST /v1/dealerships/{id}/payment_intent?model_id,
// then /v1/reservations records the order (no car is reserved) and the dealer hears of it as a lead.
import type { PaymentProcessor } from '@forecourt/domain'
import { and, eq, isNull } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cars, dealerships, leadDeliveries, leads, modelDeposits, models, sites } from '../db/schema.js'
import { type FakeStripeApi, startFakeStripeApi } from '../payments/fake-stripe-api.js'
import { stripeGateway } from '../payments/stripe-gateway.js'
import {
  LOCAL_TEST_PROCESSOR,
  ST_GEORGE_PROCESSOR,
  stripeProcessor,
  TILL_PROCESSOR,
} from '../seed/demo-payment-processors.js'
import { ErrorAnswerSchema, ModelDepositAnswerSchema, PaymentIntentAnswerSchema } from './api-answers.js'
import { jsonRequest, openSeededTestApp, type SeededTestApp } from './seeded-test-app.js'

const WEBHOOK_SECRET = 'whsec_forecourt_model_deposit'
let world: SeededTestApp
let stripe: FakeStripeApi

beforeAll(async () => {
  stripe = await startFakeStripeApi()
  world = await openSeededTestApp({
    stripe: stripeGateway({ secretKey: 'sk_test_forecourt_fake', apiBase: stripe.url }),
    stripeWebhookSecret: WEBHOOK_SECRET,
  })
}, 120_000)

afterAll(async () => {
  await world?.database.close()
  await stripe?.close()
})

/** A site's first dealership and one of its models, straight from the database. */
async function siteParts(slug: string) {
  const { db } = world.database
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug))
  if (!site) throw new Error(`no site ${slug}`)
  const [dealership] = await db.select().from(dealerships).where(eq(dealerships.siteId, site.id))
  const [model] = await db.select().from(models).where(eq(models.siteId, site.id))
  if (!dealership || !model) throw new Error(`${slug} has no dealership or no model`)
  return { siteId: site.id, dealershipId: dealership.id, modelId: model.id, modelName: model.name }
}

const setModelProcessors = (dealershipId: number, processors: PaymentProcessor[]) =>
  world.database.db
    .update(dealerships)
    .set({ paymentProcessors: processors })
    .where(eq(dealerships.id, dealershipId))

async function startModelDeposit(dealershipId: number, query: string, body?: unknown) {
  const response = await world.app.request(
    `/v1/dealerships/${dealershipId}/payment_intent?${query}`,
    body === undefined ? { method: 'POST' } : jsonRequest('POST', body),
  )
  return { status: response.status, body: (await response.json()) as unknown }
}
const post = async (path: string, body: unknown = {}) => {
  const response = await world.app.request(path, jsonRequest('POST', body))
  return { status: response.status, body: (await response.json()) as unknown }
}
const errorOf = (body: unknown) => ErrorAnswerSchema.parse(body).error
const reservedCars = async () =>
  (await world.database.db.select({ id: cars.id }).from(cars).where(eq(cars.reserved, true))).length

describe('a model deposit through the local test processor (coastal-motors, seeded)', () => {
  it('starts, refuses until paid, then records the order once and queues its lead for the dealer', async () => {
    const { siteId, dealershipId, modelId, modelName } = await siteParts('coastal-motors')
    const started = await startModelDeposit(dealershipId, `model_id=${modelId}&origin=http://x.localhost`, {
      email: 'jo.shopper@example.com',
    })
    expect(started.status).toBe(201)
    const intent = PaymentIntentAnswerSchema.parse(started.body)
    // The seed's model-deposit processor takes $1,000, not the car deposit's $500.
    expect(intent).toMatchObject({ processor: 'test', paymentIntent: { amount: 100_000, currency: 'aud' } })
    const stored = await world.store.findPaymentIntent(intent.paymentIntent.id)
    expect(stored).toMatchObject({
      carId: null,
      modelId,
      siteId,
      dealershipId,
      email: 'jo.shopper@example.com',
    })

    const early = await post('/v1/reservations', { payment_intent_id: intent.paymentIntent.id })
    expect(early.status).toBe(409)
    expect(errorOf(early.body).code).toBe('payment_incomplete')

    const carsReservedBefore = await reservedCars()
    expect((await post(`/v1/payment-intents/${intent.paymentIntent.id}/confirm`)).status).toBe(200)
    const recorded = await post('/v1/reservations', { payment_intent_id: intent.paymentIntent.id })
    expect(recorded.status).toBe(201)
    const { deposit } = ModelDepositAnswerSchema.parse(recorded.body)
    expect(deposit).toMatchObject({ model_id: modelId, payment_intent_id: intent.paymentIntent.id })
    const again = await post('/v1/reservations', { payment_intent_id: intent.paymentIntent.id })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(recorded.body)
    expect(await reservedCars()).toBe(carsReservedBefore)

    const [row] = await world.database.db
      .select()
      .from(modelDeposits)
      .where(eq(modelDeposits.paymentIntentId, intent.paymentIntent.id))
    const [lead] = await world.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, row?.leadId ?? ''))
    expect(lead).toMatchObject({
      siteId,
      dealershipId,
      status: 'completed',
      category: 'Model Deposit',
      email: 'jo.shopper@example.com',
    })
    expect(lead?.message).toContain(`$1,000.00 AUD online to order a new ${modelName}`)
    expect(lead?.form).toMatchObject({
      'Vehicle Model': modelName,
      payment_intent_id: intent.paymentIntent.id,
    })
    const queued = await world.database.db
      .select({ destination: leadDeliveries.destination })
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, lead?.id ?? ''))
    expect(queued).toEqual([{ destination: 'leads@coastalmotors.com.au' }])
  })

  it('records one deposit and one lead when the same payment is recorded many times at once', async () => {
    const { dealershipId, modelId } = await siteParts('coastal-motors')
    const intent = PaymentIntentAnswerSchema.parse(
      (await startModelDeposit(dealershipId, `model_id=${modelId}`)).body,
    )
    await post(`/v1/payment-intents/${intent.paymentIntent.id}/confirm`)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/v1/reservations', { payment_intent_id: intent.paymentIntent.id }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201])
    const rows = await world.database.db
      .select()
      .from(modelDeposits)
      .where(eq(modelDeposits.paymentIntentId, intent.paymentIntent.id))
    expect(rows).toHaveLength(1)
    const depositLeads = await world.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.category, 'Model Deposit'), isNull(leads.carId)))
    expect(depositLeads.filter((lead) => lead.id === rows[0]?.leadId)).toHaveLength(1)
  })
})

describe('which models take a deposit', () => {
  it('answers 404 model_not_found for a model of another site, or no model, as for a car', async () => {
    const coastal = await siteParts('coastal-motors')
    const other = await siteParts('southern-cross-motor-group')
    for (const modelId of [other.modelId, 99_999_999]) {
      const refused = await startModelDeposit(coastal.dealershipId, `model_id=${modelId}`)
      expect(refused.status).toBe(404)
      expect(errorOf(refused.body)).toEqual({
        code: 'model_not_found',
        message: 'No model with that id on this site',
      })
    }
    expect((await startModelDeposit(99_999, `model_id=${coastal.modelId}`)).status).toBe(404)
  })

  it('answers 409 where the site has checkout off (kiwi-auto-hub), even with a processor', async () => {
    const kiwi = await siteParts('kiwi-auto-hub')
    await setModelProcessors(kiwi.dealershipId, [LOCAL_TEST_PROCESSOR])
    const refused = await startModelDeposit(kiwi.dealershipId, `model_id=${kiwi.modelId}`)
    expect(refused.status).toBe(409)
    expect(errorOf(refused.body).code).toBe('model_not_reservable')
  })

  it('answers 409 where the dealership takes no model deposits (southern-cross, seeded without)', async () => {
    const group = await siteParts('southern-cross-motor-group')
    const refused = await startModelDeposit(group.dealershipId, `model_id=${group.modelId}`)
    expect(refused.status).toBe(409)
    expect(errorOf(refused.body).code).toBe('model_not_reservable')
  })

  it.each([
    ['St George', ST_GEORGE_PROCESSOR],
    ['Till', TILL_PROCESSOR],
  ])('answers 409 hosted_payment_page for %s: no payment intent', async (_name, processor) => {
    const trucks = await siteParts('big-rig-trucks')
    await setModelProcessors(trucks.dealershipId, [processor])
    const refused = await startModelDeposit(trucks.dealershipId, `model_id=${trucks.modelId}`)
    expect(refused.status).toBe(409)
    expect(errorOf(refused.body)).toEqual({
      code: 'hosted_payment_page',
      message: "This model's deposit is paid on the processor's own page; there is no payment intent",
    })
  })
})

describe('bad input', () => {
  it.each([
    [
      'both ids',
      'car_id=1&model_id=1',
      { car_id: ['Send car_id or model_id, not both'], model_id: ['Send car_id or model_id, not both'] },
    ],
    ['neither id', 'origin=http://x.localhost', { car_id: ['car_id or model_id is required'] }],
    ['a model id that is no id', 'model_id=abc', { model_id: ['model_id must be an id'] }],
  ])('answers 400 with field errors for %s', async (_label, query, fields) => {
    const { dealershipId } = await siteParts('coastal-motors')
    const refused = await startModelDeposit(dealershipId, query)
    expect(refused.status).toBe(400)
    expect(errorOf(refused.body).fields).toEqual(fields)
  })
})

describe("Stripe's webhook for a model deposit (southern-cross through Stripe)", () => {
  it('records the order when Stripe says it succeeded, and the shopper’s return answers the same deposit', async () => {
    const group = await siteParts('southern-cross-motor-group')
    await setModelProcessors(group.dealershipId, [stripeProcessor('pk_test_forecourt_southern_cross', 2000)])
    const started = await startModelDeposit(group.dealershipId, `model_id=${group.modelId}`)
    expect(started.status).toBe(201)
    const { paymentIntent } = PaymentIntentAnswerSchema.parse(started.body)
    expect(paymentIntent.amount).toBe(200_000)
    const fake = stripe.intents.get(paymentIntent.id)
    if (!fake) throw new Error('the fake Stripe API has no such payment')
    expect(fake.metadata).toMatchObject({
      model_id: String(group.modelId),
      dealership_id: String(group.dealershipId),
    })
    fake.status = 'succeeded'

    const payload = JSON.stringify({
      id: `evt_${paymentIntent.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: { object: 'payment_intent', status: 'succeeded', receipt_email: null, id: paymentIntent.id },
      },
    })
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const delivered = await world.anonymous.request('/v1/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    })
    expect(delivered.status).toBe(200)
    expect(await delivered.json()).toEqual({ received: true, outcome: 'model_deposit_recorded' })

    const returned = await post('/v1/reservations', { payment_intent_id: paymentIntent.id })
    expect(returned.status).toBe(200)
    expect(ModelDepositAnswerSchema.parse(returned.body).deposit).toMatchObject({
      model_id: group.modelId,
      payment_intent_id: paymentIntent.id,
    })
  })
})
