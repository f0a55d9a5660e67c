import {
  canReserve,
  depositChargeOf,
  depositProcessorOf,
  EMAIL_MESSAGE,
  isAvailable,
  isValidEmail,
  needsPaymentIntent,
  SiteFeaturesSchema,
} from '@forecourt/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { PlatformStore } from '../db/platform-store.js'
import type { DepositGateway } from '../payments/deposit-gateway.js'
import { localTestGateway } from '../payments/local-test-gateway.js'
import type { StripeGateway } from '../payments/stripe-gateway.js'
import { ApiError, carNotFound, conflict, notFound } from './api-error.js'
import { databaseId } from './database-id.js'
import { readJsonBody } from './json-body.js'
import { parseInput } from './parse-input.js'

export interface PaymentRouteOptions {
  /** Stripe through its SDK; null when STRIPE_SECRET_KEY is not configured. */
  stripe: StripeGateway | null
  /** Whether the local test processor runs; off in production, where its payments are refused. */
  testPayments: boolean
  logError: (message: string, error: unknown) => void
}

const positiveId = (name: string) => databaseId(name, { fromText: true })

/** §7: query car_id (or model_id) and origin. Deposits are taken on stock, so car_id is required. */
export const PaymentIntentQuerySchema = z.object({
  car_id: positiveId('car_id'),
  origin: z.string().max(500, 'origin is too long').optional(),
})
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

const PaymentIntentRequestSchema = PaymentIntentQuerySchema.extend({
  dealership_id: positiveId('dealership_id'),
})

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

  return (
    new Hono()
      .post('/dealerships/:dealershipId/payment_intent', async (c) => {
        const {
          dealership_id: dealershipId,
          car_id: carId,
          origin,
        } = parseInput(PaymentIntentRequestSchema, {
          ...c.req.query(),
          dealership_id: c.req.param('dealershipId'),
        })
        const { email } = await readJsonBody(c, PaymentIntentRequestBodySchema)
        const car = await store.findCarById(carId)
        if (!car || car.dealership_id !== dealershipId) throw carNotFound()
        const site = await store.findSiteById(car.site_id)
        if (!site) throw carNotFound()
        if (!isAvailable(car)) throw conflict('car_unavailable', 'This car is already sold or reserved')
        const features = SiteFeaturesSchema.parse(site.config.features ?? {})
        if (!canReserve(car, { checkoutEnabled: features.checkout })) {
          throw conflict('car_not_reservable', 'This car cannot be reserved online')
        }
        const processor = depositProcessorOf(car.payment_processors)
        if (!processor) throw conflict('car_not_reservable', 'This car cannot be reserved online')
        if (!needsPaymentIntent(processor)) {
          throw conflict(
            'hosted_payment_page',
            "This car's deposit is paid on the processor's own page; there is no payment intent",
          )
        }
        // A site without a currency is AUD, as its schema's default says (§1).
        const { amount, currency } = depositChargeOf(processor, site.config.currency ?? 'AUD')
        if (amount <= 0) throw conflict('no_deposit', 'This car takes no deposit')
        const processorType = processor.authorization_type === 'stripe' ? 'stripe' : 'test'
        const gateway = gatewayFor(processorType)
        const started = await askProcessor(() =>
          gateway.start({
            amount,
            currency,
            description: `Deposit for ${car.name} (${car.stocknum})`,
            metadata: { car_id: String(car.id), dealership_id: String(dealershipId), stocknum: car.stocknum },
            receiptEmail: email ?? null,
          }),
        )
        await store.savePaymentIntent({
          id: started.id,
          processor: processorType,
          siteId: car.site_id,
          dealershipId,
          carId: car.id,
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
        const result = await store.reserveCarForPayment({ ...intent, status })
        if (result.kind === 'unavailable')
          throw conflict('car_unavailable', 'This car is already sold or reserved')
        return c.json(
          { reservation: { id: result.reservationId, car_id: result.carId, payment_intent_id: intent.id } },
          result.created ? 201 : 200,
        )
      })
  )
}
