import {
  COMPARISON_RATE_WARNING,
  type Currency,
  type FinanceEstimate,
  formatPercent,
  formatWeekly,
} from '@forecourt/domain'
import { useId } from 'react'
import { Button } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { DialogButton } from '../private/DialogButton.js'
import { financeTerms } from '../private/financeTerms.js'
import './FinanceBox.css'

export interface FinanceBoxProps {
  /** From the domain's `financeEstimate` with the site's rates. */
  estimate: FinanceEstimate
  currency: Currency
  /**
   * The finance disclaimer's paragraphs (§9: long, states the calculators are a guide only): the
   * domain's `financeDisclaimer` for the site's region and provider. The box shows them in the
   * 'Finance disclaimer' dialog.
   */
  disclaimer: readonly string[]
  /** 'Get Finance' as a link to the finance enquiry page; it works without JavaScript. */
  getFinanceHref?: string
  /** 'Get Finance' as a button that opens the finance enquiry; left out with neither. */
  onGetFinance?: () => void
  headingLevel?: 2 | 3
}

/**
 * The car page's finance box (§2) with its disclaimer modal (§2 "Modals"). The weekly repayment,
 * its interest rate and the comparison rate share one size: the National Credit Code requires the
 * comparison rate no less prominent than the rate (notes/au-nz-rules.md).
 */
export function FinanceBox({
  estimate,
  currency,
  disclaimer,
  getFinanceHref,
  onGetFinance,
  headingLevel = 2,
}: FinanceBoxProps) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="fc-FinanceBox" aria-labelledby={headingId}>
      <Heading id={headingId} className="fc-FinanceBox-title">
        Finance
      </Heading>
      <p className="fc-FinanceBox-weekly">
        <span className="fc-FinanceBox-amount">{formatWeekly(estimate.weekly, currency)}*</span>
      </p>
      <p className="fc-FinanceBox-rates">
        <span>{formatPercent(estimate.annualRate)} p.a. interest rate</span>
        <span>{formatPercent(estimate.comparisonRate)} p.a. comparison rate*</span>
      </p>
      <p className="fc-FinanceBox-terms">{financeTerms(estimate, currency)}</p>
      <div className="fc-FinanceBox-actions">
        {getFinanceHref ? (
          <ButtonLink href={getFinanceHref} variant="primary" size="sm">
            Get Finance
          </ButtonLink>
        ) : (
          onGetFinance && (
            <Button variant="primary" size="sm" onPress={onGetFinance}>
              Get Finance
            </Button>
          )
        )}
        <DialogButton
          variant="ghost"
          size="sm"
          dialog={{
            title: 'Finance disclaimer',
            size: 'lg',
            children: (
              <>
                <div className="fc-FinanceBox-disclaimer">
                  {disclaimer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                <p className="fc-FinanceBox-warning">{COMPARISON_RATE_WARNING}</p>
              </>
            ),
          }}
        >
          Finance disclaimer
        </DialogButton>
      </div>
    </section>
  )
}
