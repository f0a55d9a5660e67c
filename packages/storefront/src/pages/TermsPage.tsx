import { pageParagraphs, type SiteConfig } from '@forecourt/domain'

/** /terms: the dealer's terms and conditions (§1 terms texts), the same every form links to. */
export function TermsPage({ site }: { site: SiteConfig }) {
  return (
    <div className="fc-Page fc-ContentPage">
      <h1>Terms and Conditions</h1>
      {pageParagraphs(site.config.terms_text).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}
