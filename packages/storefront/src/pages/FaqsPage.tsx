import type { SiteConfig } from '@forecourt/domain'
import { FaqList } from '@forecourt/ui/faq-list'
import { Link } from '@forecourt/ui/link'
import { dealerFaqs } from '../dealer-pages/dealer-faqs.js'

export interface FaqsPageProps {
  site: SiteConfig
}

/** /faqs (§2): the dealer's common questions, and where to ask anything else. */
export function FaqsPage({ site }: FaqsPageProps) {
  return (
    <div className="fc-Page fc-ContentPage">
      <h1>Frequently Asked Questions</h1>
      <FaqList
        entries={dealerFaqs(site).map(({ question, answer }) => ({ question, answer: <p>{answer}</p> }))}
        title="Buying from us"
      />
      <p>
        Anything else? <Link href="/contact">Contact us</Link>.
      </p>
    </div>
  )
}
