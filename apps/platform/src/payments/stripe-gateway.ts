import Stripe from 'stripe'
import type { DepositGateway } from './deposit-gateway.js'

export interface StripeGatewayOptions {
  secretKey: string
  /** Another API host, e.g. a local fake of Stripe's REST endpoints in tests. */
  apiBase?: URL
}

/** Stripe deposits, and the refund of a payment that lost the race for its car. */
export interface StripeGateway extends DepositGateway {
  /** Refunds a PaymentIntent in full; repeating it for the same payment refunds once (idempotency key). */
  refund(paymentIntentId: string): Promise<void>
}

/** Deposits through Stripe PaymentIntents with the official server SDK (ARCHITECTURE.md Payments). */
export function stripeGateway({ secretKey, apiBase }: StripeGatewayOptions): StripeGateway {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(apiBase
      ? {
          host: apiBase.hostname,
          port: apiBase.port || (apiBase.protocol === 'https:' ? 443 : 80),
          protocol: apiBase.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  })
  return {
    start: async (request) => {
      const intent = await stripe.paymentIntents.create({
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        metadata: request.metadata,
        ...(request.receiptEmail ? { receipt_email: request.receiptEmail } : {}),
        automatic_payment_methods: { enabled: true },
      })
      if (!intent.client_secret)
        throw new Error(`Stripe answered payment intent ${intent.id} without a client secret`)
      return { id: intent.id, clientSecret: intent.client_secret, status: intent.status }
    },
    status: async (id) => (await stripe.paymentIntents.retrieve(id)).status,
    refund: async (paymentIntentId) => {
      await stripe.refunds.create(
        { payment_intent: paymentIntentId, reason: 'duplicate' },
        { idempotencyKey: `forecourt-refund-${paymentIntentId}` },
      )
    },
  }
}
