import { showBannerLocationsLink, telHref } from '@forecourt/domain'
import type { ReactNode } from 'react'
import { Link } from '../link/Link.js'
import { SocialLinks } from '../private/SocialLinks.js'
import type { SocialNetwork } from '../private/socialNetworks.js'
import { StarRating } from '../star-rating/StarRating.js'
import './TopBanner.css'
import { HeartIcon } from '../private/HeartIcon.js'

export type { SocialNetwork }

export interface TopBannerProps {
  /** The site's locations; above three (or when forced) they collapse into one 'Locations' link (§9). */
  locations?: { name: string; href: string }[]
  /** Where the single 'Locations' link goes. */
  locationsHref?: string
  /** The site's force flag for the single link (site override `force_banner_locations_link`). */
  forceLocationsLink?: boolean
  /** Sales, Service and Parts phone links (§2). */
  phones?: { label: 'Sales' | 'Service' | 'Parts'; phone: string }[]
  /** Per-location entries: 'Dealership:' and 'Service Centre:' (§2). */
  entries?: { label: 'Dealership' | 'Service Centre'; name: string; phone: string }[]
  /** The address-and-phone variant (§2). */
  address?: { text: string; href?: string }
  phone?: string
  social?: { network: SocialNetwork; href: string }[]
  /** The dealer's review rating, linking to its reviews. */
  rating?: { average: number; count: number; href?: string }
  /** The site's border-time note (site override `border_time_note`, e.g. NSW/QLD time, §2). */
  borderTimeNote?: string | null
  /** The search-as-you-type box, supplied by the search package. */
  search?: ReactNode
  /** The favourites control: a link to the saved cars, with their count when it is known. */
  favourites?: { count?: number; href: string }
}

/**
 * The strip above the header (§2 "Header: top banner"). Each part shows when its data is given,
 * so a site's header variant is a choice of props, never a tenant's name: locations (or one
 * 'Locations' link past the domain's threshold), Sales/Service/Parts phones, 'Dealership:' and
 * 'Service Centre:' entries, address and phone, social links, star rating, border-time note,
 * search box and favourites.
 */
export function TopBanner({
  locations,
  locationsHref = '/contact',
  forceLocationsLink = false,
  phones,
  entries,
  address,
  phone,
  social,
  rating,
  borderTimeNote,
  search,
  favourites,
}: TopBannerProps) {
  const collapseLocations = locations && showBannerLocationsLink(locations.length, forceLocationsLink)
  return (
    <section className="fc-TopBanner" aria-label="Dealer contacts">
      <div className="fc-TopBanner-inner">
        <ul className="fc-TopBanner-group">
          {locations &&
            (collapseLocations ? (
              <li>
                <Link href={locationsHref} isStandalone className="fc-TopBanner-link">
                  Locations
                </Link>
              </li>
            ) : (
              locations.map((location) => (
                <li key={location.href}>
                  <Link href={location.href} isStandalone className="fc-TopBanner-link">
                    {location.name}
                  </Link>
                </li>
              ))
            ))}
          {address && (
            <li>
              {address.href ? (
                <Link href={address.href} isStandalone className="fc-TopBanner-link">
                  {address.text}
                </Link>
              ) : (
                <span className="fc-TopBanner-text">{address.text}</span>
              )}
            </li>
          )}
          {phone && (
            <li>
              <Link href={telHref(phone)} isStandalone className="fc-TopBanner-link">
                {phone}
              </Link>
            </li>
          )}
          {entries?.map((entry) => (
            <li key={`${entry.label}-${entry.name}`} className="fc-TopBanner-entry">
              <span className="fc-TopBanner-label">{entry.label}:</span> {entry.name}{' '}
              <Link href={telHref(entry.phone)} isStandalone className="fc-TopBanner-link">
                {entry.phone}
              </Link>
            </li>
          ))}
          {phones?.map((item) => (
            <li key={item.label}>
              <Link href={telHref(item.phone)} isStandalone className="fc-TopBanner-link">
                <span className="fc-TopBanner-label">{item.label}:</span> {item.phone}
              </Link>
            </li>
          ))}
        </ul>
        {borderTimeNote && <p className="fc-TopBanner-note">{borderTimeNote}</p>}
        <div className="fc-TopBanner-group fc-TopBanner-end">
          {rating &&
            (rating.href ? (
              <Link href={rating.href} isStandalone className="fc-TopBanner-link fc-TopBanner-rating">
                <StarRating average={rating.average} count={rating.count} />
              </Link>
            ) : (
              <StarRating average={rating.average} count={rating.count} />
            ))}
          <SocialLinks
            links={social ?? []}
            label="Follow us"
            className="fc-TopBanner-social"
            iconClassName="fc-TopBanner-icon"
            iconSize={18}
          />
          {search && <div className="fc-TopBanner-search">{search}</div>}
          {favourites && (
            <Link href={favourites.href} isStandalone className="fc-TopBanner-link fc-TopBanner-favourites">
              <HeartIcon size={18} />
              Favourites
              {favourites.count !== undefined && (
                <span className="fc-TopBanner-count">{favourites.count}</span>
              )}
            </Link>
          )}
        </div>
      </div>
    </section>
  )
}
