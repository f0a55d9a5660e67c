import Stripe from 'stripe'
import type { DepositGateway } from './deposit-gateway.js'

export interface StripeGatewayOptions {
  secretKey: string
  /** Another API host, e.g. a local fake of Stripe's REST endpoints in tests. */
  apiBase?: URL
}

/** Deposits through Stripe PaymentIntents with the official server SDK (ARCHITECTURE.md Payments). */
export function stripeGateway({ secretKey, apiBase }: StripeGatewayOptions): DepositGateway {
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
        automatic_payment_methods: { enabled: true },
      })
      if (!intent.client_secret)
        throw new Error(`Stripe answered payment intent ${intent.id} without a client secret`)
      return { id: intent.id, clientSecret: intent.client_secret, status: intent.status }
    },
    status: async (id) => (await stripe.paymentIntents.retrieve(id)).status,
  }
}
