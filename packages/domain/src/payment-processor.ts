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

/** Payment methods the site accepts and the logos the footer shows (§1, §2). */
export const PAYMENT_METHODS = ['Cash', 'Credit Card'] as const
export const PAYMENT_LOGOS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const
