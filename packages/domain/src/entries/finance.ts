// @forecourt/domain/finance — Finance, deposits and money: repayments, disclaimers, payment processors, price ranges and formats (spec §5, §9).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Finance (spec §9)
export {
  angleLender,
  COMPARISON_RATE_AMOUNT,
  COMPARISON_RATE_TERM_YEARS,
  COMPARISON_RATE_WARNING,
  type ComparisonRateInputs,
  comparisonRate,
  DEFAULT_FINANCE_TERM_YEARS,
  DEPOSIT_BALLOON_DEPOSIT_SHARE,
  DEPOSIT_BALLOON_FINAL_SHARE,
  FINANCE_LAYOUTS,
  type FinanceEstimate,
  type FinanceLayout,
  type FinanceSettings,
  financeEstimate,
  type LoanTerms,
  type SiteFinanceSettings,
  siteFinanceEstimate,
  WEEKS_PER_YEAR,
  weeklyRepayment,
} from '../finance.js'
export { FINANCE_GUIDE_ONLY, type FinanceProvider, financeDisclaimer } from '../finance-disclaimer.js'
// Money and units
export {
  formatKm,
  formatMoney,
  formatPercent,
  formatPrice,
  formatThousands,
  formatWeekly,
} from '../money.js'
export {
  type DepositWallet,
  depositWalletsOf,
  needsPaymentIntent,
  PAYMENT_LOGOS,
  PAYMENT_METHODS,
  PAYMENT_PROCESSOR_TYPES,
  type PaymentProcessor,
  type PaymentProcessorType,
} from '../payment-processor.js'
export { priceLowerBound, priceRangeOf, sortByPriceLowerBound, weeklyPriceRangeOf } from '../price-range.js'
export {
  clampPriceRange,
  DEFAULT_PRICE_RANGE,
  isValidPriceRange,
  type PriceRange,
  type PriceSliderBounds,
  sliderReaching,
} from '../price-slider.js'
export { PaymentProcessorSchema } from '../schemas/payment-processor.js'
