import { DEFAULT_RESERVE_AMOUNT } from './constants.js'
import { formatPrice } from './money.js'
import type { PaymentProcessor } from './payment-processor.js'
import type { Currency } from './region.js'

/**
 * The amount on 'Reserve Now' (§9): the processor's deposit, $200 when the car shows none, and
 * nothing when the deposit is $0.
 */
export function reserveAmountLabel(
  processors: readonly Pick<PaymentProcessor, 'deposit_amount'>[],
  currency: Currency = 'AUD',
): string | null {
  const deposit = processors.find((processor) => processor.deposit_amount !== null)?.deposit_amount
  const amount = deposit ?? DEFAULT_RESERVE_AMOUNT
  return amount === 0 ? null : formatPrice(amount, currency)
}

/** 'Reserve Now $200', or 'Reserve Now' when the amount is hidden (§2). */
export function reserveButtonLabel(
  processors: readonly Pick<PaymentProcessor, 'deposit_amount'>[],
  currency: Currency = 'AUD',
): string {
  const amount = reserveAmountLabel(processors, currency)
  return amount ? `Reserve Now ${amount}` : 'Reserve Now'
}
