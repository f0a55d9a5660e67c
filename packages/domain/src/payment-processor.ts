import { z } from 'zod'

/** Processors a car can be paid through; `test` is the clearly named local demo processor. */
export const PAYMENT_PROCESSOR_TYPES = ['stripe', 'till', 'st_george', 'test'] as const
export type PaymentProcessorType = (typeof PAYMENT_PROCESSOR_TYPES)[number]

/** How a shopper may pay (§3 Payment processor). */
export const PaymentProcessorSchema = z.object({
  authorization_type: z.enum(PAYMENT_PROCESSOR_TYPES),
  authorization_key: z.string().nullable(),
  deposit_amount: z.number().nonnegative().nullable(),
  apple_pay_enabled: z.boolean().default(false),
  google_pay_enabled: z.boolean().default(false),
  google_merchant_id: z.string().nullable().default(null),
})
export type PaymentProcessor = z.infer<typeof PaymentProcessorSchema>

/** Hosted-page processors take the shopper away; no payment intent is created for them (§7). */
const HOSTED_PAGE_PROCESSORS: readonly PaymentProcessorType[] = ['till', 'st_george']

export function needsPaymentIntent(processor: Pick<PaymentProcessor, 'authorization_type'>): boolean {
  return !HOSTED_PAGE_PROCESSORS.includes(processor.authorization_type)
}

/** Payment methods the site accepts and the logos the footer shows (§1, §2). */
export const PAYMENT_METHODS = ['Cash', 'Credit Card'] as const
export const PAYMENT_LOGOS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const
