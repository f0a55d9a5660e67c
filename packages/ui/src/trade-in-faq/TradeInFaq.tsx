import { formatKm, TRADE_IN_MAX_AGE_YEARS, TRADE_IN_MAX_KM } from '@forecourt/domain'
import { type FaqEntry, FaqList } from '../faq-list/FaqList.js'
import './TradeInFaq.css'

export type TradeInFaqEntry = FaqEntry

export interface TradeInFaqProps {
  /** The dealer's questions and answers (§2: five of them); the wording is the site's content. */
  entries: readonly TradeInFaqEntry[]
  title?: string
}

/**
 * The trade-in FAQ (§2): the FAQ list (native disclosures, so answers open without JavaScript) and
 * the §5 note that online estimates are generally not given for cars over 7 years old or over
 * 100,000 km, built from the domain's constants so the note and the valuation rule cannot disagree.
 */
export function TradeInFaq({ entries, title = 'Trade-In FAQ' }: TradeInFaqProps) {
  return (
    <div className="fc-TradeInFaq">
      <FaqList entries={entries} title={title} />
      <p className="fc-TradeInFaq-note">
        Online estimates are generally not available for cars over {TRADE_IN_MAX_AGE_YEARS} years old or with
        more than {formatKm(TRADE_IN_MAX_KM)}.
      </p>
    </div>
  )
}
