import { type Currency, type FinanceEstimate, formatPrice } from '@forecourt/domain'

/**
 * The loan terms under a weekly estimate (§9: deposit, final payment, term), worded once for the
 * result card and the car page so the two never describe the same loan differently.
 */
export function financeTerms(estimate: FinanceEstimate, currency: Currency): string {
  const deposit = estimate.deposit > 0 ? `${formatPrice(estimate.deposit, currency)} deposit` : 'No deposit'
  const finalPayment = `${formatPrice(estimate.balloon, currency)} final payment`
  return `${deposit}, ${finalPayment}, ${estimate.termYears} year term`
}
