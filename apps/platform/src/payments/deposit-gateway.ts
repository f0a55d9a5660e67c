/** What a processor answers when a deposit payment starts (§7 payment_intent: clientSecret and paymentIntent). */
export interface StartedDeposit {
  id: string
  clientSecret: string
  status: string
}

export interface DepositRequest {
  /** Cents. */
  amount: number
  currency: 'aud' | 'nzd'
  description: string
  metadata: Record<string, string>
  /** The shopper's address when they gave one: Stripe e-mails its receipt there. */
  receiptEmail: string | null
}

/**
 * A processor that takes a deposit through a client-side payment intent (Stripe, and the local
 * test processor). Till and St George take payment on their hosted pages and have no gateway (§7).
 */
export interface DepositGateway {
  start(request: DepositRequest): Promise<StartedDeposit>
  /** The processor's current status of a payment, e.g. 'succeeded'. */
  status(id: string): Promise<string>
}
