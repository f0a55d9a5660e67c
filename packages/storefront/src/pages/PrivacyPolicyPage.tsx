import { privacyPolicy, type SiteConfig } from '@forecourt/domain'
import { primaryLocation } from '../chrome/site-chrome.js'

export interface PrivacyPolicyPageProps {
  site: SiteConfig
}

/** /privacy-policy and /pages/privacy-statement (§2, §9): the site's privacy text, or the domain's default. */
export function PrivacyPolicyPage({ site }: PrivacyPolicyPageProps) {
  const location = primaryLocation(site)
  const address = site.address ?? location?.address
  const sections = privacyPolicy({
    dealerName: site.name,
    region: site.region,
    phone: site.phone,
    email: location?.contact_detail.email ?? null,
    address: address ? `${address.street}, ${address.city} ${address.state} ${address.postcode}` : null,
    customText: site.config.privacy_text,
    responseTimes: site.config.privacy_response_times,
  })
  return (
    <div className="fc-Page fc-ContentPage">
      <h1>Privacy Policy</h1>
      {sections.map((section, index) => (
        <section key={section.heading ?? index} aria-label={section.heading ?? undefined}>
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  )
}
