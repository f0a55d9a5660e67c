import { COMPARISON_RATE_WARNING, FINANCE_GUIDE_ONLY, type SiteConfig } from '@forecourt/domain'
import { Link } from '@forecourt/ui/link'

/**
 * The footnote the '*' of every card's weekly estimate points to: the estimates are a guide only
 * (§9) and, in Australia, the comparison rate's warning, which the National Credit Code requires
 * wherever a comparison rate is shown (notes/au-nz-rules.md). Nothing when the site shows no finance.
 */
export function ResultsFinanceNote({ site }: { site: Pick<SiteConfig, 'finance' | 'region'> }) {
  if (!site.finance) return null
  return (
    <p className="fc-ResultsFinanceNote">
      * {FINANCE_GUIDE_ONLY}
      {site.region === 'AU' && ` ${COMPARISON_RATE_WARNING}`} <Link href="/finance">About our finance</Link>
    </p>
  )
}
