// Payment processors: the zod schema of payment-processor.ts, kept apart from its rules so a page that uses only a rule
// never builds a schema (the domain ships one file per module with sideEffects: false).

import { PAYMENT_PROCESSOR_TYPES } from '../payment-processor.js'
import { z } from '../zod.js'

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
