// @forecourt/domain/finance — Finance, deposits and money: repayments, disclaimers, payment processors, price ranges and formats (spec §5, §9).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Finance (spec §9)
export {
  COMPARISON_RATE_WARNING,
  type ComparisonRateInputs,
  type FinanceEstimate,
  type FinanceLayout,
  type FinanceSettings,
  financeEstimate,
  type LoanTerms,
  type SiteFinanceSettings,
  siteFinanceEstimate,
} from '../finance.js'
export { FINANCE_GUIDE_ONLY, type FinanceProvider, financeDisclaimer } from '../finance-disclaimer.js'
// Money and units
export { formatKm, formatPercent, formatPrice, formatWeekly } from '../money.js'
export {
  type DepositWallet,
  depositWalletsOf,
  needsPaymentIntent,
  PAYMENT_LOGOS,
  type PaymentProcessor,
  type PaymentProcessorType,
} from '../payment-processor.js'
export type { PriceRange, PriceSliderBounds } from '../price-slider.js'
