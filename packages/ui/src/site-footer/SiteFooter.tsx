import { FOOTER_LOGO_SIZE, type Location, telHref } from '@forecourt/domain'
import { type ReactNode, useId } from 'react'
import { Link } from '../link/Link.js'
import { PaymentLogos } from '../payment-logos/PaymentLogos.js'
import { SocialLinks } from '../private/SocialLinks.js'
import type { SocialNetwork } from '../private/socialNetworks.js'
import { ScrollToTop } from '../scroll-to-top/ScrollToTop.js'
import './SiteFooter.css'

export interface SiteFooterProps {
  siteName: string
  locations: Location[]
  year: number
  /** The website provider credited in the sub-footer (§1). */
  provider: { name: string; href: string }
  /** The footer logo, drawn at 227×60 (§9). */
  logo?: { url: string; alt: string }
  /** Navigation columns from the site's footer navigation (§2). */
  columns?: { heading: string; links: { label: string; href: string }[] }[]
  social?: { network: SocialNetwork; href: string }[]
  /**
   * The group's other sites (§3 dealership_websites), already safe to link (domain `sisterSites`);
   * the block shows only when there are some.
   */
  sisterSites?: { name: string; href: string; make: string | null }[]
  /** Shows the payment logos (§2: Mastercard, Visa, Maestro, Google Pay, Apple Pay). */
  showPaymentLogos?: boolean
  /** Licence numbers in the sub-footer, e.g. 'Dealer Licence No. 3105124' (§2). */
  licenceNumbers?: string[]
  /** Adds 'Back to top', which focuses this element. */
  scrollToTopTargetId?: string
  /**
   * The dealer's variant sections (§2: opening hours, staff contacts, embedded map, rating
   * widget), composed from their own blocks; the footer lays them out after the locations.
   */
  extra?: ReactNode
}

function LocationEntry({ location }: { location: Location }) {
  const { address, contact_detail: contact } = location
  return (
    <li className="fc-SiteFooter-location">
      <h3 className="fc-SiteFooter-locationName">{location.name}</h3>
      <address className="fc-SiteFooter-address">
        {address.street}
        <br />
        {address.city} {address.state} {address.postcode}
      </address>
      <p className="fc-SiteFooter-line">
        Phone:{' '}
        <Link href={telHref(contact.phone)} className="fc-SiteFooter-link">
          {contact.phone}
        </Link>
      </p>
      {location.dealer_license_number && (
        <p className="fc-SiteFooter-line">Dealer Licence No. {location.dealer_license_number}</p>
      )}
      {location.motor_vehicle_repairer && (
        <p className="fc-SiteFooter-line">MRB No. {location.motor_vehicle_repairer}</p>
      )}
    </li>
  )
}

/**
 * The site footer (§2 "Footer"): locations with licence numbers, copyright and provider credit,
 * and, when given, logo, social links, payment logos, navigation columns, sub-footer licence
 * numbers, scroll-to-top and the dealer's extra sections. A dealer's variant is this choice of
 * props (site override `footer_variant` maps to it in the storefront), never a tenant's name.
 */
export function SiteFooter({
  siteName,
  locations,
  year,
  provider,
  logo,
  columns,
  social,
  sisterSites,
  showPaymentLogos = false,
  licenceNumbers,
  scrollToTopTargetId,
  extra,
}: SiteFooterProps) {
  const headingId = useId()
  const sisterHeadingId = useId()
  const hasTop = Boolean(logo || (social && social.length > 0) || showPaymentLogos)
  return (
    <footer className="fc-SiteFooter">
      {hasTop && (
        <div className="fc-SiteFooter-top">
          {logo && (
            <img
              className="fc-SiteFooter-logo"
              src={logo.url}
              alt={logo.alt}
              width={FOOTER_LOGO_SIZE.width}
              height={FOOTER_LOGO_SIZE.height}
              loading="lazy"
            />
          )}
          <SocialLinks
            links={social ?? []}
            label="Follow us"
            className="fc-SiteFooter-social"
            iconClassName="fc-SiteFooter-icon"
            iconSize={20}
          />
          {showPaymentLogos && <PaymentLogos />}
        </div>
      )}
      {columns && columns.length > 0 && (
        <nav className="fc-SiteFooter-columns" aria-label="Footer">
          {columns.map((column) => (
            <div key={column.heading} className="fc-SiteFooter-column">
              <h2 className="fc-SiteFooter-columnHeading">{column.heading}</h2>
              <ul className="fc-SiteFooter-columnLinks">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} isStandalone className="fc-SiteFooter-columnLink">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      )}
      <div className="fc-SiteFooter-inner">
        {locations.length > 0 && (
          <section aria-labelledby={headingId} className="fc-SiteFooter-section">
            <h2 id={headingId} className="fc-SiteFooter-heading">
              {locations.length === 1 ? 'Our Location' : 'Our Locations'}
            </h2>
            <ul className="fc-SiteFooter-locations">
              {locations.map((location) => (
                <LocationEntry key={location.id} location={location} />
              ))}
            </ul>
          </section>
        )}
        {sisterSites && sisterSites.length > 0 && (
          <section aria-labelledby={sisterHeadingId} className="fc-SiteFooter-section">
            <h2 id={sisterHeadingId} className="fc-SiteFooter-heading">
              Our Other Sites
            </h2>
            <ul className="fc-SiteFooter-sisterSites">
              {sisterSites.map((site) => (
                <li key={site.href}>
                  <Link href={site.href} isStandalone className="fc-SiteFooter-link">
                    {site.name}
                  </Link>
                  {site.make && !site.name.toLowerCase().includes(site.make.toLowerCase()) && (
                    <span className="fc-SiteFooter-sisterMake"> ({site.make})</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {extra && <div className="fc-SiteFooter-extra">{extra}</div>}
      </div>
      <div className="fc-SiteFooter-sub">
        <div className="fc-SiteFooter-subInner">
          <p className="fc-SiteFooter-copyright">
            © {year} {siteName}
          </p>
          {licenceNumbers && licenceNumbers.length > 0 && (
            <p className="fc-SiteFooter-licences">{licenceNumbers.join(' · ')}</p>
          )}
          <p className="fc-SiteFooter-credit">
            Website by{' '}
            <Link href={provider.href} className="fc-SiteFooter-subLink">
              {provider.name}
            </Link>
          </p>
          {scrollToTopTargetId && <ScrollToTop targetId={scrollToTopTargetId} />}
        </div>
      </div>
    </footer>
  )
}
