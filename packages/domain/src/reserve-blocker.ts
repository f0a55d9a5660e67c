// What checkout says and takes once the domain's reserve rule (car-availability.ts) has spoken: the
// message for each blocker, the processor a deposit goes through and its amount.
import { hasPaymentKey, type ReserveBlocker } from './car-availability.js'
import { DEFAULT_RESERVE_AMOUNT } from './constants.js'
import type { PaymentProcessor } from './payment-processor.js'
import type { Currency } from './region.js'

/** What the checkout page tells a shopper for each blocker (§4 reserve offered only when…). */
export const RESERVE_BLOCKER_MESSAGES: Record<ReserveBlocker, string> = {
  checkout_disabled: 'This dealer does not take reservations online.',
  not_for_sale: 'This car is offered by subscription or rental, so it cannot be reserved with a deposit.',
  sold: 'This car has been sold, so it can no longer be reserved.',
  reserved: 'This car is already reserved by another buyer.',
  not_in_stock: 'This car is not in stock yet, so it cannot be reserved online.',
  test_drive_only: 'This car is for test drives only and cannot be reserved online.',
  not_reservable: 'The dealer has not made this car available to reserve online.',
  price_too_low: 'This car cannot be reserved online.',
  no_payment_processor: 'The dealer does not take deposits online for this car.',
}

/** The processor a car's deposit goes through: the first one with a key (§5 'a payment processor key exists'). */
export function depositProcessorOf<P extends Pick<PaymentProcessor, 'authorization_key'>>(
  processors: readonly P[],
): P | undefined {
  return processors.find(hasPaymentKey)
}

/** The deposit a processor takes, in dollars: its own amount, else the §9 default of $200. */
export function depositAmountOf(processor: Pick<PaymentProcessor, 'deposit_amount'>): number {
  return processor.deposit_amount ?? DEFAULT_RESERVE_AMOUNT
}

/** A deposit as a payment processor charges it: whole cents and the ISO code in lower case. */
export interface DepositCharge {
  amount: number
  currency: Lowercase<Currency>
}

/**
 * The charge behind a processor's deposit in a site's currency. One rule for the platform, which
 * creates the payment, and the checkout page, whose Stripe form shows the same amount before it does.
 */
export function depositChargeOf(
  processor: Pick<PaymentProcessor, 'deposit_amount'>,
  currency: Currency,
): DepositCharge {
  return {
    amount: Math.round(depositAmountOf(processor) * 100),
    currency: currency === 'NZD' ? 'nzd' : 'aud',
  }
}
