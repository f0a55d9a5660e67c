// The site's footer as a block a template app composes into its own footer variant: the ui
// SiteFooter filled from the frame's data in the parts the site's `config.footer_variant` names
// (§2 per-dealer variants), with what the app puts before the dealer's own sections.
import { type SiteConfig, sisterSites, siteLogoUrl } from '@forecourt/domain'
import { DealerRatingBanner } from '@forecourt/ui/dealer-rating-banner'
import { OpeningHours } from '@forecourt/ui/opening-hours'
import { SiteFooter } from '@forecourt/ui/site-footer'
import { StaffContacts } from '@forecourt/ui/staff-contacts'
import type { ReactNode } from 'react'
import { MAIN_ID, useFrameData } from '../frame/frame-data.js'
import { type FooterVariant, footerVariant } from './chrome-variants.js'
import {
  dealerRatingVariant,
  footerLicenceNumbers,
  mapEmbedUrl,
  primaryLocation,
  siteRating,
  socialLinks,
} from './site-chrome.js'

/** The website provider the footer credits (§1). */
export const WEBSITE_PROVIDER = { name: 'Forecourt', href: 'https://forecourt.example' }

/** The footer variant's sections after the locations (§2: hours, staff or map) and the rating banner. */
function footerSections(site: SiteConfig, today: string, variant: FooterVariant): ReactNode[] {
  const location = primaryLocation(site)
  const map = variant.extra === 'map' && location ? mapEmbedUrl(location, site.address?.map_key) : null
  const sections: ReactNode[] = []
  if (variant.extra === 'hours' && location) {
    sections.push(
      <OpeningHours
        key="hours"
        hours={location.contact_detail.opening_hours}
        specialHours={location.special_hours}
        today={today}
        fullHours={site.config.full_opening_hours}
        sundayByAppointment={site.config.sunday_by_appointment}
      />,
    )
  }
  if (variant.extra === 'staff' && site.config.footer_staff.length > 0) {
    sections.push(
      <StaffContacts
        key="staff"
        staff={site.config.footer_staff.map(({ avatar_url: avatarUrl, ...person }) => ({
          ...person,
          ...(avatarUrl ? { avatarUrl } : {}),
        }))}
      />,
    )
  }
  if (map && location) {
    sections.push(
      <iframe
        key="map"
        className="fc-FooterMap"
        src={map}
        title={`Map of ${location.name}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />,
    )
  }
  if (site.config.dealer_rating_banner) {
    sections.push(
      <DealerRatingBanner
        key="rating"
        variant={dealerRatingVariant(site.template)}
        dealerName={site.name}
        rating={siteRating(site)}
        {...(site.gmb_profiles[0] ? { reviewsHref: site.gmb_profiles[0].review_url } : {})}
      />,
    )
  }
  return sections
}

export interface SiteFooterBlockProps {
  /** The app's own section, before the dealer's (e.g. a family's buying notes). */
  lead?: ReactNode
}

export function SiteFooterBlock({ lead }: SiteFooterBlockProps) {
  const frame = useFrameData()
  if (!frame) return null
  const { site, year, today, footer } = frame
  const variant = footerVariant(site.config.footer_variant)
  const logoUrl = siteLogoUrl(site)
  const sections = [...(lead ? [<div key="lead">{lead}</div>] : []), ...footerSections(site, today, variant)]
  return (
    <SiteFooter
      siteName={site.name}
      locations={variant.locations ? site.locations.filter((location) => location.visible) : []}
      year={year}
      provider={WEBSITE_PROVIDER}
      columns={footer}
      licenceNumbers={footerLicenceNumbers(site, variant.licences)}
      // §3 dealership_websites: every variant, since the group's other sites are not a dealer's choice.
      sisterSites={sisterSites(site)}
      {...(variant.logoAndSocial
        ? { social: socialLinks(site), ...(logoUrl ? { logo: { url: logoUrl, alt: site.name } } : {}) }
        : {})}
      // §2: the payment marks belong with online reserve, so only sites with checkout show them.
      showPaymentLogos={site.features.checkout}
      scrollToTopTargetId={MAIN_ID}
      extra={sections.length > 0 ? sections : null}
    />
  )
}
