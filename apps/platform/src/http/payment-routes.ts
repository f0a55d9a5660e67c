import {
  type Currency,
  canReserve,
  depositChargeOf,
  depositProcessorOf,
  EMAIL_MESSAGE,
  isAvailable,
  isValidEmail,
  needsPaymentIntent,
  type PaymentProcessor,
  SiteFeaturesSchema,
} from '@forecourt/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { paymentSubjectOf } from '../db/payment-records.js'
import type { PlatformStore } from '../db/platform-store.js'
import type { DepositGateway } from '../payments/deposit-gateway.js'
import { localTestGateway } from '../payments/local-test-gateway.js'
import type { StripeGateway } from '../payments/stripe-gateway.js'
import { ApiError, carNotFound, conflict, invalidField, notFound } from './api-error.js'
import { databaseId } from './database-id.js'
import { readJsonBody } from './json-body.js'
import { parseInput } from './parse-input.js'

export interface PaymentRouteOptions {
  /** Stripe through its SDK; null when STRIPE_SECRET_KEY is not configured. */
  stripe: StripeGateway | null
  /** Whether the local test processor runs; off in production, where its payments are refused. */
  testPayments: boolean
  logError: (message: string, error: unknown) => void
  now: () => Date
  /** Wakes the outbox worker once a paid model deposit's lead is queued for the dealer. */
  deliveriesQueued: () => void
}

/** What a deposit pays for, once the car or model has been checked: everything the payment needs. */
interface DepositSubject {
  kind: 'car' | 'model'
  siteId: number
  currency: Currency
  processors: PaymentProcessor[]
  /** The 409 for a car or model that takes no deposit online. */
  notReservable: () => ApiError
  description: string
  metadata: Record<string, string>
  carId: number | null
  modelId: number | null
}

const modelNotFound = () => new ApiError(404, 'model_not_found', 'No model with that id on this site')

const positiveId = (name: string) => databaseId(name, { fromText: true })

/**
 * §7: query car_id (or model_id) and origin. A car's deposit reserves that car; a model's deposit
 * (issue 16 row 11) orders a new one of the model. Exactly one of the two names what is paid for.
 */
const PaymentIntentQueryShape = z.object({
  car_id: positiveId('car_id').optional().describe('The car a deposit reserves'),
  model_id: positiveId('model_id').optional().describe('The new-car model a deposit orders'),
  origin: z.string().max(500, 'origin is too long').optional(),
})
const oneSubject = (
  { car_id, model_id }: { car_id?: number | undefined; model_id?: number | undefined },
  context: z.RefinementCtx,
) => {
  if (car_id !== undefined && model_id !== undefined) {
    for (const path of ['car_id', 'model_id'])
      context.addIssue({ code: 'custom', path: [path], message: 'Send car_id or model_id, not both' })
  } else if (car_id === undefined && model_id === undefined) {
    context.addIssue({ code: 'custom', path: ['car_id'], message: 'car_id or model_id is required' })
  }
}
/** Judged even when another field is bad, so one 400 names every problem. */
const evenWithOtherIssues = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}
export const PaymentIntentQuerySchema = PaymentIntentQueryShape.superRefine(oneSubject, evenWithOtherIssues)
/**
 * The optional body of a deposit start. The shopper's address travels in the body, not the query,
 * so it stays out of access logs; a refund notice needs it (issue 13 item 5).
 */
export const PaymentIntentRequestBodySchema = z.object({
  email: z
    .string({ error: EMAIL_MESSAGE })
    .refine(isValidEmail, EMAIL_MESSAGE)
    .transform((email) => email.trim())
    .optional()
    .describe("The shopper's e-mail: Stripe's receipt, and where a refund notice goes"),
})
export const ReservationRequestSchema = z.object({
  payment_intent_id: z.string({ error: 'payment_intent_id is required' }).min(1).max(255),
})

const PaymentIntentRequestSchema = PaymentIntentQueryShape.extend({
  dealership_id: positiveId('dealership_id'),
}).superRefine(oneSubject, evenWithOtherIssues)

/**
 * Deposits and reservations (§5 reserve rule, §7 payment_intent). canReserve decides whether a
 * car takes a deposit; reserving then needs a payment the processor says has succeeded.
 */
export function paymentRoutes(store: PlatformStore, options: PaymentRouteOptions) {
  const localTest = localTestGateway(async (id) => (await store.findPaymentIntent(id))?.status ?? null)
  const testProcessorOff = () =>
    new ApiError(
      503,
      'payment_provider_unavailable',
      'The test payment processor does not run on this platform',
    )
  const gatewayFor = (type: 'stripe' | 'test'): DepositGateway => {
    if (type === 'test') {
      if (!options.testPayments) throw testProcessorOff()
      return localTest
    }
    if (!options.stripe) {
      throw new ApiError(
        503,
        'payment_provider_unavailable',
        'Card payments are not configured on this platform',
      )
    }
    return options.stripe
  }
  const askProcessor = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      if (error instanceof ApiError) throw error
      // The processor's own words can carry keys or internals; the shopper gets a plain 502.
      options.logError('payment processor call failed', error)
      throw new ApiError(502, 'payment_provider_error', 'The payment provider did not answer; try again')
    }
  }

  /** A car's deposit (§5 reserve rule): the car must be the dealership's and reservable now. */
  const carSubject = async (dealershipId: number, carId: number): Promise<DepositSubject> => {
    const car = await store.findCarById(carId)
    if (!car || car.dealership_id !== dealershipId) throw carNotFound()
    const site = await store.findSiteById(car.site_id)
    if (!site) throw carNotFound()
    if (!isAvailable(car)) throw conflict('car_unavailable', 'This car is already sold or reserved')
    const features = SiteFeaturesSchema.parse(site.config.features ?? {})
    const notReservable = () => conflict('car_not_reservable', 'This car cannot be reserved online')
    if (!canReserve(car, { checkoutEnabled: features.checkout })) throw notReservable()
    return {
      kind: 'car',
      siteId: car.site_id,
      // A site without a currency is AUD, as its schema's default says (§1).
      currency: site.config.currency ?? 'AUD',
      processors: car.payment_processors,
      notReservable,
      description: `Deposit for ${car.name} (${car.stocknum})`,
      metadata: { car_id: String(car.id), stocknum: car.stocknum },
      carId: car.id,
      modelId: null,
    }
  }
  /**
   * A new-car model's deposit (issue 16 row 11): the model must be on the dealership's own site —
   * a model of another site is as unknown as a missing one — and the site must take checkout.
   */
  const modelSubject = async (dealershipId: number, modelId: number): Promise<DepositSubject> => {
    const [model, dealership] = await Promise.all([
      store.findModelById(modelId),
      store.findDealershipDeposits(dealershipId),
    ])
    if (!model || !dealership || model.siteId !== dealership.siteId) throw modelNotFound()
    const site = await store.findSiteById(model.siteId)
    if (!site) throw modelNotFound()
    const notReservable = () => conflict('model_not_reservable', 'This model cannot be ordered online')
    if (!SiteFeaturesSchema.parse(site.config.features ?? {}).checkout) throw notReservable()
    return {
      kind: 'model',
      siteId: model.siteId,
      currency: site.config.currency ?? 'AUD',
      processors: dealership.paymentProcessors,
      notReservable,
      description: `Deposit to order a new ${model.name}`,
      metadata: { model_id: String(model.id) },
      carId: null,
      modelId: model.id,
    }
  }

  return (
    new Hono()
      .post('/dealerships/:dealershipId/payment_intent', async (c) => {
        const {
          dealership_id: dealershipId,
          car_id: carId,
          model_id: modelId,
          origin,
        } = parseInput(PaymentIntentRequestSchema, {
          ...c.req.query(),
          dealership_id: c.req.param('dealershipId'),
        })
        const { email } = await readJsonBody(c, PaymentIntentRequestBodySchema)
        let subject: DepositSubject
        if (carId !== undefined) subject = await carSubject(dealershipId, carId)
        else if (modelId !== undefined) subject = await modelSubject(dealershipId, modelId)
        else throw invalidField('car_id', 'car_id or model_id is required')
        const processor = depositProcessorOf(subject.processors)
        if (!processor) throw subject.notReservable()
        if (!needsPaymentIntent(processor)) {
          throw conflict(
            'hosted_payment_page',
            `This ${subject.kind}'s deposit is paid on the processor's own page; there is no payment intent`,
          )
        }
        const { amount, currency } = depositChargeOf(processor, subject.currency)
        if (amount <= 0) throw conflict('no_deposit', `This ${subject.kind} takes no deposit`)
        const processorType = processor.authorization_type === 'stripe' ? 'stripe' : 'test'
        const gateway = gatewayFor(processorType)
        const started = await askProcessor(() =>
          gateway.start({
            amount,
            currency,
            description: subject.description,
            metadata: { ...subject.metadata, dealership_id: String(dealershipId) },
            receiptEmail: email ?? null,
          }),
        )
        await store.savePaymentIntent({
          id: started.id,
          processor: processorType,
          siteId: subject.siteId,
          dealershipId,
          carId: subject.carId,
          modelId: subject.modelId,
          amount,
          currency,
          status: started.status,
          origin: origin ?? null,
          email: email ?? null,
        })
        return c.json(
          {
            clientSecret: started.clientSecret,
            paymentIntent: { id: started.id, amount, currency, status: started.status },
            processor: processorType,
            publishable_key: processor.authorization_key,
          },
          201,
        )
      })
      // Stands in for the card form of the local test processor only: a Stripe payment is confirmed
      // in the browser with Stripe, never by the platform.
      .post('/payment-intents/:id/confirm', async (c) => {
        const intent = await store.findPaymentIntent(c.req.param('id'))
        if (!intent) throw notFound('payment_intent_not_found', 'No payment intent with that id')
        if (intent.processor !== 'test') {
          throw conflict('not_a_test_payment', 'Only payments of the local test processor are confirmed here')
        }
        if (!options.testPayments) throw testProcessorOff()
        await store.setPaymentIntentStatus(intent.id, 'succeeded')
        return c.json({
          paymentIntent: {
            id: intent.id,
            amount: intent.amount,
            currency: intent.currency,
            status: 'succeeded',
          },
        })
      })
      .post('/reservations', async (c) => {
        const body = await readJsonBody(c, ReservationRequestSchema)
        const intent = await store.findPaymentIntent(body.payment_intent_id)
        if (!intent) throw notFound('payment_intent_not_found', 'No payment intent with that id')
        const status = await askProcessor(() => gatewayFor(intent.processor).status(intent.id))
        if (status !== intent.status) await store.setPaymentIntentStatus(intent.id, status)
        if (status !== 'succeeded') throw conflict('payment_incomplete', 'The deposit has not been paid yet')
        const subject = paymentSubjectOf({ ...intent, status })
        if (subject.kind === 'model') {
          const deposit = await store.recordModelDeposit(subject.intent, options.now())
          if (deposit.created) options.deliveriesQueued()
          return c.json(
            { deposit: { id: deposit.id, model_id: deposit.modelId, payment_intent_id: intent.id } },
            deposit.created ? 201 : 200,
          )
        }
        const result = await store.reserveCarForPayment(subject.intent)
        if (result.kind === 'unavailable')
          throw conflict('car_unavailable', 'This car is already sold or reserved')
        return c.json(
          { reservation: { id: result.reservationId, car_id: result.carId, payment_intent_id: intent.id } },
          result.created ? 201 : 200,
        )
      })
  )
}
