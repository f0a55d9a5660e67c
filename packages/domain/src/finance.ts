import type { Car } from './car.js'

/** Weeks in a year, as AU lenders count them for weekly repayments. */
const WEEKS_PER_YEAR = 52
/** The term the standard finance wording quotes (§9 '5 year term wording'). */
const DEFAULT_FINANCE_TERM_YEARS = 5
/** One layout's deposit and final payment, as shares of the price (§9). */
const DEPOSIT_BALLOON_DEPOSIT_SHARE = 0.1
const DEPOSIT_BALLOON_FINAL_SHARE = 0.3
/** The National Credit Code's comparison-rate example loan: $30,000 over 5 years. */
export const COMPARISON_RATE_AMOUNT = 30000
export const COMPARISON_RATE_TERM_YEARS = 5
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'

export interface LoanTerms {
  price: number
  deposit: number
  /** Nominal annual rate in percent, e.g. 7.49. */
  annualRate: number
  termYears: number
  /** Balloon (final) payment due with the last repayment; 0 for none. */
  balloon: number
}

/**
 * Weekly repayment of an amortised loan (§1, §9).
 *
 *   P = price − deposit          amount financed
 *   r = annualRate / 100 / 52    weekly rate
 *   n = termYears × 52           number of weekly repayments
 *   B = balloon                  owed on top of the last repayment
 *
 *   payment = (P − B·(1 + r)^−n) · r / (1 − (1 + r)^−n)     and (P − B) / n when r = 0
 *
 * i.e. the level payment whose present value plus the discounted balloon equals P.
 * Nothing financed (deposit ≥ price) repays 0.
 */
export function weeklyRepayment(terms: LoanTerms): number {
  const principal = terms.price - terms.deposit
  if (principal <= 0) return 0
  const n = Math.round(terms.termYears * WEEKS_PER_YEAR)
  if (n <= 0) return 0
  const r = terms.annualRate / 100 / WEEKS_PER_YEAR
  if (r === 0) return (principal - terms.balloon) / n
  const discount = (1 + r) ** -n
  return ((principal - terms.balloon * discount) * r) / (1 - discount)
}

/** The spec's three finance layouts (§9). */
const FINANCE_LAYOUTS = ['five-year', 'deposit-balloon', 'angle'] as const
export type FinanceLayout = (typeof FINANCE_LAYOUTS)[number]

export interface FinanceSettings {
  layout: FinanceLayout
  annualRate: number
  comparisonRate: number
  termYears?: number
}

export interface FinanceEstimate extends LoanTerms {
  layout: FinanceLayout
  weekly: number
  comparisonRate: number
}

/** The lender offer the Angle layout reads (§3 finance_lenders 'angle with deposit and termYears'). */
export function angleLender(car: Pick<Car, 'finance_lenders'>): Car['finance_lenders'][number] | undefined {
  return car.finance_lenders.find((lender) => lender.name.toLowerCase() === 'angle')
}

/**
 * The weekly estimate a card or car page shows (§9): 'five-year' — no deposit, no final payment over
 * the site term (5 years by default); 'deposit-balloon' — 10 % deposit and 30 % final payment;
 * 'angle' — the car's Angle deposit and termYears with a $0 final payment. An Angle layout without
 * an Angle offer on the car has no estimate (undefined).
 */
export function financeEstimate(
  car: Pick<Car, 'price' | 'finance_lenders'>,
  settings: FinanceSettings,
): FinanceEstimate | undefined {
  const termYears = settings.termYears ?? DEFAULT_FINANCE_TERM_YEARS
  let terms: LoanTerms
  switch (settings.layout) {
    case 'five-year':
      terms = { price: car.price, deposit: 0, annualRate: settings.annualRate, termYears, balloon: 0 }
      break
    case 'deposit-balloon':
      terms = {
        price: car.price,
        deposit: car.price * DEPOSIT_BALLOON_DEPOSIT_SHARE,
        annualRate: settings.annualRate,
        termYears,
        balloon: car.price * DEPOSIT_BALLOON_FINAL_SHARE,
      }
      break
    case 'angle': {
      const lender = angleLender(car)
      if (!lender) return undefined
      terms = {
        price: car.price,
        deposit: lender.deposit,
        annualRate: settings.annualRate,
        termYears: lender.termYears,
        balloon: 0,
      }
      break
    }
  }
  return {
    ...terms,
    layout: settings.layout,
    weekly: weeklyRepayment(terms),
    comparisonRate: settings.comparisonRate,
  }
}

/** A site's finance settings as its configuration holds them (§3 site config, §9 finance display). */
export interface SiteFinanceSettings {
  layout: FinanceLayout
  annual_rate: number
  comparison_rate: number
  term_years: number
}

/**
 * The weekly estimate a site shows for a car, or none when the site has no finance settings or the
 * car has no price to finance. One mapping for result cards, the car page and the search index, so
 * a card and the car's page never quote the same car differently.
 */
export function siteFinanceEstimate(
  car: Pick<Car, 'price' | 'finance_lenders'> & { listing?: Pick<Car['listing'], 'kind'> | undefined },
  finance: SiteFinanceSettings | undefined,
): FinanceEstimate | undefined {
  // A subscription or a rental is paid by the week or day: there is no purchase to finance (issue 11).
  if (!finance || car.price <= 0 || (car.listing && car.listing.kind !== 'sale')) return undefined
  return financeEstimate(car, {
    layout: finance.layout,
    annualRate: finance.annual_rate,
    comparisonRate: finance.comparison_rate,
    termYears: finance.term_years,
  })
}

/** Monthly level payment of a loan, the basis of the comparison-rate example. */
function monthlyRepayment(amount: number, annualRate: number, months: number): number {
  const r = annualRate / 100 / 12
  if (r === 0) return amount / months
  return (amount * r) / (1 - (1 + r) ** -months)
}

export interface ComparisonRateInputs {
  annualRate: number
  /** Paid up front out of the loan. */
  establishmentFee: number
  /** Added to every monthly repayment. */
  monthlyFee: number
  amount?: number
  termYears?: number
}

/**
 * Comparison rate in percent (AU National Credit Code): the annual rate (monthly × 12) at which the
 * repayments plus fees are worth exactly what the borrower received, on the $30,000 / 5-year example.
 * Solved by bisection; with no fees it equals the nominal rate.
 */
export function comparisonRate(inputs: ComparisonRateInputs): number {
  const amount = inputs.amount ?? COMPARISON_RATE_AMOUNT
  const months = (inputs.termYears ?? COMPARISON_RATE_TERM_YEARS) * 12
  const outgoing = monthlyRepayment(amount, inputs.annualRate, months) + inputs.monthlyFee
  const received = amount - inputs.establishmentFee
  const presentValue = (monthly: number) =>
    monthly === 0 ? outgoing * months : (outgoing * (1 - (1 + monthly) ** -months)) / monthly
  let low = 0
  let high = 1
  for (let step = 0; step < 200; step++) {
    const mid = (low + high) / 2
    if (presentValue(mid) > received) low = mid
    else high = mid
  }
  return ((low + high) / 2) * 12 * 100
}
