import { telHref } from '@forecourt/domain'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { Link } from '../link/Link.js'
import './SiteHeader.css'

export interface NavigationLink {
  label: string
  href: string
}

export interface SiteHeaderProps {
  siteName: string
  homeHref: string
  /** The dealer's logo; the site name shows as text when there is none. */
  logoUrl?: string | null
  phone: string
  navigation: NavigationLink[]
  /** The current page's href, marked with aria-current so the shopper knows where they are. */
  currentHref?: string
  /** The id of the page's main content; renders a 'Skip to content' link as the first focus stop. */
  mainContentId?: string
}

/** The main site header (§2 "Header"): logo home link, main navigation and the dealer's phone. */
export function SiteHeader({
  siteName,
  homeHref,
  logoUrl,
  phone,
  navigation,
  currentHref,
  mainContentId,
}: SiteHeaderProps) {
  return (
    <header className="fc-SiteHeader">
      {mainContentId && (
        <a className="fc-SiteHeader-skip" href={`#${mainContentId}`}>
          Skip to content
        </a>
      )}
      <div className="fc-SiteHeader-inner">
        <Link href={homeHref} isStandalone className="fc-SiteHeader-home">
          {logoUrl ? (
            <img className="fc-SiteHeader-logo" src={logoUrl} alt={`${siteName} home`} height={48} />
          ) : (
            <span className="fc-SiteHeader-name">{siteName}</span>
          )}
        </Link>
        <nav aria-label="Main" className="fc-SiteHeader-nav">
          <ul className="fc-SiteHeader-list">
            {navigation.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  isStandalone
                  className="fc-SiteHeader-navLink"
                  aria-current={item.href === currentHref ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link href={telHref(phone)} isStandalone className="fc-SiteHeader-phone">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="fc-SiteHeader-phoneIcon">
            <path
              fill="currentColor"
              d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
            />
          </svg>
          <VisuallyHidden elementType="span">Call </VisuallyHidden>
          {phone}
        </Link>
      </div>
    </header>
  )
}
