import { COMPARISON_RATE_WARNING, financeDisclaimer, type SiteConfig } from '@forecourt/domain'
import { ButtonLink } from '@forecourt/ui/button-link'

export interface FinancePageProps {
  site: SiteConfig
}

const percent = (rate: number) => `${rate.toFixed(2)}% p.a.`

/**
 * /finance (§2): how the dealer's finance works, its rates when the site sets them — the interest
 * rate and the comparison rate with its warning, equally prominent (AU National Credit Code) — the
 * domain's disclaimer, and the way to /finance-pre-approval.
 */
export function FinancePage({ site }: FinancePageProps) {
  const finance = site.finance
  const lender = site.finance_provider && site.finance_provider !== 'Manual' ? site.finance_provider : null
  return (
    <div className="fc-Page fc-ContentPage">
      <h1>Finance</h1>
      <p>
        {site.name} arranges car finance {lender ? `with ${lender}` : 'through its lending partners'}, so you
        can choose your car and your repayments in one place. Every car page shows a weekly estimate to guide
        you.
      </p>
      {finance && (
        <section aria-labelledby="finance-rates">
          <h2 id="finance-rates">Our estimates</h2>
          <dl className="fc-FinanceRates">
            <div>
              <dt>Interest rate</dt>
              <dd>{percent(finance.annual_rate)}</dd>
            </div>
            <div>
              <dt>Comparison rate</dt>
              <dd>{percent(finance.comparison_rate)}</dd>
            </div>
            <div>
              <dt>Term</dt>
              <dd>{finance.term_years} years</dd>
            </div>
          </dl>
          {site.region === 'AU' && <p>{COMPARISON_RATE_WARNING}</p>}
        </section>
      )}
      <ButtonLink href="/finance-pre-approval">Apply for finance pre-approval</ButtonLink>
      <section aria-labelledby="finance-disclaimer">
        <h2 id="finance-disclaimer">Important information</h2>
        {financeDisclaimer(site).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </div>
  )
}
