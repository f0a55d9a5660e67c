import { formatKm, TRADE_IN_MAX_AGE_YEARS, TRADE_IN_MAX_KM } from '@forecourt/domain'
import { type ReactNode, useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure'
import { DisclosureGroup } from 'react-aria-components/DisclosureGroup'
import { Heading } from 'react-aria-components/Heading'
import './TradeInFaq.css'

export interface TradeInFaqEntry {
  question: string
  answer: ReactNode
}

export interface TradeInFaqProps {
  /** The dealer's questions and answers (§2: five of them); the wording is the site's content. */
  entries: readonly TradeInFaqEntry[]
  title?: string
}

/**
 * The trade-in FAQ (§2) as an accordion, and the §5 note that online estimates are generally not
 * given for cars over 7 years old or over 100,000 km, built from the domain's constants so the
 * note and the valuation rule cannot disagree.
 */
export function TradeInFaq({ entries, title = 'Trade-In FAQ' }: TradeInFaqProps) {
  const headingId = useId()
  return (
    <section className="fc-TradeInFaq" aria-labelledby={headingId}>
      <h2 id={headingId} className="fc-TradeInFaq-title">
        {title}
      </h2>
      <DisclosureGroup className="fc-TradeInFaq-list" allowsMultipleExpanded>
        {entries.map((entry) => (
          <Disclosure key={entry.question} id={entry.question} className="fc-TradeInFaq-item">
            <Heading level={3} className="fc-TradeInFaq-question">
              <Button slot="trigger" className="fc-TradeInFaq-trigger">
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    d="M9 5l7 7-7 7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.25"
                    strokeLinecap="round"
                  />
                </svg>
                {entry.question}
              </Button>
            </Heading>
            <DisclosurePanel className="fc-TradeInFaq-answer">{entry.answer}</DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
      <p className="fc-TradeInFaq-note">
        Online estimates are generally not available for cars over {TRADE_IN_MAX_AGE_YEARS} years old or with
        more than {formatKm(TRADE_IN_MAX_KM)}.
      </p>
    </section>
  )
}
