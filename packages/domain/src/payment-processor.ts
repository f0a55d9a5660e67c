import type { PaymentProcessor } from './schemas/payment-processor.js'

export type { PaymentProcessor } from './schemas/payment-processor.js'

/** Processors a car can be paid through; `test` is the clearly named local demo processor. */
export const PAYMENT_PROCESSOR_TYPES = ['stripe', 'till', 'st_george', 'test'] as const
export type PaymentProcessorType = (typeof PAYMENT_PROCESSOR_TYPES)[number]

/** Hosted-page processors take the shopper away; no payment intent is created for them (§7). */
const HOSTED_PAGE_PROCESSORS: readonly PaymentProcessorType[] = ['till', 'st_george']

export function needsPaymentIntent(processor: Pick<PaymentProcessor, 'authorization_type'>): boolean {
  return !HOSTED_PAGE_PROCESSORS.includes(processor.authorization_type)
}

/** A wallet a shopper can pay a deposit with, beside a card (§3 apple_pay_enabled, google_pay_enabled). */
export type DepositWallet = 'apple_pay' | 'google_pay'

/**
 * The wallets a processor offers. Only Stripe takes wallet payments on the site, through its own
 * buttons: Till and St George take theirs on their hosted page, and the local test processor has
 * none. Stripe is Google Pay's gateway, so Google Pay needs no `google_merchant_id` of the dealer's
 * own; that field is for a direct Google Pay integration and is not required here.
 */
export function depositWalletsOf(
  processor: Pick<PaymentProcessor, 'authorization_type' | 'apple_pay_enabled' | 'google_pay_enabled'>,
): DepositWallet[] {
  if (processor.authorization_type !== 'stripe') return []
  const wallets: DepositWallet[] = []
  if (processor.apple_pay_enabled) wallets.push('apple_pay')
  if (processor.google_pay_enabled) wallets.push('google_pay')
  return wallets
}

/** The logos the footer shows (§1, §2: the site takes cash and credit card). */
export const PAYMENT_LOGOS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const
