import { type Location, telHref } from '@forecourt/domain'
import { useId } from 'react'
import { Link } from '../link/Link.js'
import './SiteFooter.css'

export interface SiteFooterProps {
  siteName: string
  locations: Location[]
  year: number
  /** The website provider credited in the sub-footer (§1). */
  provider: { name: string; href: string }
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

/** The site footer (§2 "Footer"): locations with licence numbers, copyright and provider credit. */
export function SiteFooter({ siteName, locations, year, provider }: SiteFooterProps) {
  const headingId = useId()
  return (
    <footer className="fc-SiteFooter">
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
      </div>
      <div className="fc-SiteFooter-sub">
        <div className="fc-SiteFooter-subInner">
          <p className="fc-SiteFooter-copyright">
            © {year} {siteName}
          </p>
          <p className="fc-SiteFooter-credit">
            Website by{' '}
            <Link href={provider.href} className="fc-SiteFooter-subLink">
              {provider.name}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  )
}
