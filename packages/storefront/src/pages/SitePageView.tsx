import { moneyBackTerms, pageParagraphs, type SiteConfig, type SitePage } from '@forecourt/domain'

export interface SitePageViewProps {
  site: SiteConfig
  page: SitePage
}

/** A site's own page from `config.pages` (§2): the §9 used-car terms or the page's own text. */
export function SitePageView({ site, page }: SitePageViewProps) {
  const intro = pageParagraphs(page.text)
  const terms = page.kind === 'money-back-guarantee' ? moneyBackTerms(site.name) : null
  return (
    <div className="fc-Page fc-ContentPage">
      <h1>{page.title}</h1>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {terms && (
        <section aria-labelledby="money-back-terms">
          <p>{terms.summary}</p>
          <h2 id="money-back-terms">Conditions</h2>
          <ul>
            {terms.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
          <p>{terms.note}</p>
        </section>
      )}
    </div>
  )
}
