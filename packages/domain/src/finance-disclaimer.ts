import { COMPARISON_RATE_AMOUNT, COMPARISON_RATE_TERM_YEARS } from './finance.js'
import type { Region } from './region.js'
import type { FINANCE_PROVIDERS } from './site.js'

export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number]

/** The sentence every disclaimer opens with (§9: it states the calculators are a guide only). */
export const FINANCE_GUIDE_ONLY =
  'The repayment calculators and weekly estimates on this website are a guide only. They are not a quote, a pre-approval or an offer of credit, and they do not take your objectives, financial situation or needs into account.'

/**
 * The finance box's disclaimer (§2 finance info and disclaimer modal, §9 'long and states guide-only
 * calculators'), as paragraphs: the guide-only statement, what an estimate assumes, who lends (the
 * site's finance provider; 'Manual' or none means the dealer arranges it) and the region's credit law.
 */
export function financeDisclaimer(site: {
  region: Region
  finance_provider?: FinanceProvider | null
}): string[] {
  const provider = site.finance_provider
  const lender =
    provider && provider !== 'Manual'
      ? `Finance is provided by ${provider}, subject to its lending and credit assessment criteria. Terms, conditions, fees and charges apply.`
      : 'Finance is arranged by the dealer through its lending partners, subject to their lending and credit assessment criteria. Terms, conditions, fees and charges apply.'
  const law =
    site.region === 'NZ'
      ? 'Lending is subject to the Credit Contracts and Consumer Finance Act 2003. Ask your lender for a disclosure statement and read it before you sign.'
      : `Credit is provided under the National Consumer Credit Protection Act 2009 (Cth). Comparison rates are calculated on a secured consumer loan of $${COMPARISON_RATE_AMOUNT.toLocaleString('en-AU')} over ${COMPARISON_RATE_TERM_YEARS} years.`
  return [
    FINANCE_GUIDE_ONLY,
    'An estimate assumes the advertised price, the deposit, term and final payment shown and the interest rate shown for the whole term. It does not include establishment fees, account-keeping fees, government charges, insurance or on-road costs unless they are stated.',
    lender,
    law,
    'Ask us for a personalised quote before you make a decision based on these figures.',
  ]
}
