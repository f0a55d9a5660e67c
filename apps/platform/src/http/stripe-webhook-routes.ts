import { Hono } from 'hono'
import Stripe from 'stripe'
import { paymentSubjectOf } from '../db/payment-records.js'
import type { PlatformStore } from '../db/platform-store.js'
import { depositRefundNotices } from '../payments/deposit-refund-notices.js'
import type { StripeGateway } from '../payments/stripe-gateway.js'
import { ApiError } from './api-error.js'

export interface StripeWebhookOptions {
  stripe: StripeGateway | null
  webhookSecret: string | null
  now: () => Date
  /** Wakes the outbox worker once notices are queued. */
  notify: () => void
  logError: (message: string, error: unknown) => void
}

/**
 * POST /v1/webhooks/stripe (issue 13 item 5). Stripe tells us a deposit succeeded even when the
 * shopper never comes back to the site: the car is reserved here (a new-car model's deposit is
 * recorded and its lead queued for the dealer). A payment for a car another
 * shopper reserved first is refunded and both are told through the outbox. Any failure answers
 * 5xx so Stripe retries; every step is safe to repeat (reserve is idempotent for the winner, the
 * refund carries an idempotency key, notices a dedupe key).
 */
export function stripeWebhookRoutes(store: PlatformStore, options: StripeWebhookOptions) {
  return new Hono().post('/stripe', async (c) => {
    const { stripe, webhookSecret } = options
    if (!stripe || !webhookSecret) {
      throw new ApiError(
        503,
        'payment_provider_unavailable',
        'Stripe webhooks are not configured on this platform',
      )
    }
    const raw = await c.req.text()
    let event: Stripe.Event
    try {
      event = Stripe.webhooks.constructEvent(raw, c.req.header('stripe-signature') ?? '', webhookSecret)
    } catch {
      throw new ApiError(400, 'invalid_signature', 'The Stripe-Signature header does not match this body')
    }
    if (event.type !== 'payment_intent.succeeded') return c.json({ received: true, outcome: 'ignored' })

    const paid = event.data.object
    const intent = await store.findPaymentIntent(paid.id)
    // A payment this platform did not start (another integration on the same Stripe account).
    if (intent?.processor !== 'stripe') return c.json({ received: true, outcome: 'ignored' })
    if (intent.status !== 'succeeded' && intent.status !== 'refunded') {
      await store.setPaymentIntentStatus(intent.id, 'succeeded')
    }
    const subject = paymentSubjectOf({ ...intent, status: 'succeeded' })
    if (subject.kind === 'model') {
      // A model deposit holds no stock, so nothing can have been taken first: it is always recorded.
      const deposit = await store.recordModelDeposit(subject.intent, options.now())
      if (deposit.created) options.notify()
      return c.json({ received: true, outcome: 'model_deposit_recorded' })
    }
    const result = await store.reserveCarForPayment(subject.intent)
    if (result.kind === 'reserved') return c.json({ received: true, outcome: 'reserved' })

    try {
      await stripe.refund(intent.id)
    } catch (error) {
      options.logError('refunding a deposit for a reserved car failed', error)
      throw new ApiError(502, 'payment_provider_error', 'The refund did not go through; Stripe will retry')
    }
    await store.setPaymentIntentStatus(intent.id, 'refunded')
    const [car, site, delivery] = await Promise.all([
      store.findCarById(subject.intent.carId),
      store.findSiteById(intent.siteId),
      store.findSiteLeadDelivery(intent.siteId),
    ])
    if (car && site) {
      const queued = await store.enqueueEmailNotifications(
        intent.siteId,
        depositRefundNotices({
          paymentIntentId: intent.id,
          amount: intent.amount,
          currency: intent.currency,
          car,
          site: { name: site.config.name, phone: site.config.phone },
          // The address the shopper gave before paying; Stripe's copy for a payment started without one.
          shopperEmail: intent.email ?? paid.receipt_email ?? null,
          dealerEmail: delivery?.email ?? null,
        }),
        options.now(),
      )
      if (queued > 0) options.notify()
    }
    return c.json({ received: true, outcome: 'refunded' })
  })
}
