// A subscription car's terms as a shopper reads and weighs them (issue 11): one weekly price that
// includes registration, insurance and servicing, a minimum term, a kilometre allowance and a bond.
// Months are calendar months of 52/12 weeks, so 3 months is exactly 13 weeks and 12 months 52.
import type { SubscriptionListing } from '../schemas/listing.js'
import { SUBSCRIPTION_INCLUSIONS } from './listing-kinds.js'

const WEEKS_PER_MONTH = 52 / 12
/** The longest term a subscription is quoted for. */
const MAX_SUBSCRIPTION_MONTHS = 60

const kmFormat = new Intl.NumberFormat('en-AU')
const cents = (amount: number) => Math.round(amount * 100) / 100

/** 'Includes registration, insurance and servicing'. */
export function subscriptionInclusionsText(): string {
  const [first = '', ...rest] = SUBSCRIPTION_INCLUSIONS.map((item) => item.toLowerCase())
  const last = rest.pop()
  return `Includes ${[first, ...rest].join(', ')}${last ? ` and ${last}` : ''}`
}

/** '1 month minimum', '3 months minimum'. */
export function minimumTermText(months: number): string {
  return `${termText(months)} minimum`
}

/** 'Unlimited kilometres', or the weekly allowance: '500 km a week'. */
export function kmAllowanceText(kmPerWeek: number | null): string {
  return kmPerWeek === null ? 'Unlimited kilometres' : `${kmFormat.format(kmPerWeek)} km a week`
}

export interface SubscriptionQuote {
  months: number
  weeks: number
  weeklyPrice: number
  /** Every weekly payment over the term. */
  termTotal: number
  bond: number
  /** Paid before the car is collected: the bond and the first week. */
  dueToStart: number
  /** Kilometres the term includes; null when unlimited. */
  kmIncluded: number | null
}

/**
 * What a subscription costs over `months`, or null when the term is shorter than the car's minimum,
 * longer than 60 months or not whole months.
 */
export function subscriptionQuote(
  terms: Pick<SubscriptionListing, 'weekly_price' | 'minimum_term_months' | 'km_allowance_per_week' | 'bond'>,
  months: number,
): SubscriptionQuote | null {
  if (!Number.isInteger(months) || months < terms.minimum_term_months || months > MAX_SUBSCRIPTION_MONTHS) {
    return null
  }
  const weeks = months * WEEKS_PER_MONTH
  return {
    months,
    weeks: cents(weeks),
    weeklyPrice: terms.weekly_price,
    termTotal: cents(terms.weekly_price * weeks),
    bond: terms.bond,
    dueToStart: cents(terms.bond + terms.weekly_price),
    kmIncluded: terms.km_allowance_per_week === null ? null : Math.round(terms.km_allowance_per_week * weeks),
  }
}

/** The terms a shopper picks from when applying (months); a car offers those from its minimum up. */
const SUBSCRIPTION_TERM_CHOICES = [1, 3, 6, 12, 24, 36] as const

/** A car's terms to apply for: its minimum term first, then the longer standard terms. */
export function subscriptionTermChoices(minimumMonths: number): number[] {
  return [minimumMonths, ...SUBSCRIPTION_TERM_CHOICES.filter((months) => months > minimumMonths)]
}

/** '3 months', '1 month': a term as its choice reads. */
export function termText(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`
}
