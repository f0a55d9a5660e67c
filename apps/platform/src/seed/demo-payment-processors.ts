import type { PaymentProcessor } from '@forecourt/domain'

// One processor of each §3 authorization_type, so every checkout path has a demo site.

/** The clearly named local test processor: demo checkout never reaches a real payment provider. */
export const LOCAL_TEST_PROCESSOR: PaymentProcessor = {
  authorization_type: 'test',
  authorization_key: 'test_forecourt_demo_key',
  deposit_amount: 500,
  apple_pay_enabled: false,
  google_pay_enabled: false,
  google_merchant_id: null,
}

/** The test processor taking a new-car model's deposit: an order is a bigger commitment than a hold. */
export const LOCAL_TEST_MODEL_DEPOSIT_PROCESSOR: PaymentProcessor = {
  ...LOCAL_TEST_PROCESSOR,
  deposit_amount: 1000,
}

/** Stripe: the key is the dealership's publishable key; the secret stays in the platform's env. */
export function stripeProcessor(publishableKey: string, depositAmount: number): PaymentProcessor {
  return {
    authorization_type: 'stripe',
    authorization_key: publishableKey,
    deposit_amount: depositAmount,
    apple_pay_enabled: true,
    google_pay_enabled: true,
    google_merchant_id: 'BCR2DN4TFORECOURT',
  }
}

/** Hosted-page processors (§7: no payment intent). */
export const TILL_PROCESSOR: PaymentProcessor = {
  authorization_type: 'till',
  authorization_key: 'till_demo_merchant_harbour',
  deposit_amount: 500,
  apple_pay_enabled: false,
  google_pay_enabled: false,
  google_merchant_id: null,
}

export const ST_GEORGE_PROCESSOR: PaymentProcessor = {
  authorization_type: 'st_george',
  authorization_key: 'stg_demo_merchant_bigrig',
  deposit_amount: 1000,
  apple_pay_enabled: false,
  google_pay_enabled: false,
  google_merchant_id: null,
}
