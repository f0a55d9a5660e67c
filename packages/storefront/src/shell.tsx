// The page frame every template app shares: header, main landmark, footer. Apps pick variants
// through site configuration (`config.header_variant`, `config.footer_variant`), not by forking
// this file; chrome/chrome-variants.ts maps the names.
import { type SiteConfig, siteLogoUrl } from '@forecourt/domain'
import { DealerRatingBanner } from '@forecourt/ui/dealer-rating-banner'
import { OpeningHours } from '@forecourt/ui/opening-hours'
import { SiteFooter, type SiteFooterProps } from '@forecourt/ui/site-footer'
import { type HeaderNavigationItem, SiteHeader } from '@forecourt/ui/site-header'
import { StaffContacts } from '@forecourt/ui/staff-contacts'
import { ToastRegion } from '@forecourt/ui/toast'
import { TopBanner } from '@forecourt/ui/top-banner'
import type { ReactNode } from 'react'
import { RouterProvider } from 'react-aria-components'
import { useHref, useLocation, useNavigate } from 'react-router'
import {
  type FooterVariant,
  footerVariant,
  type HeaderVariant,
  headerVariant,
} from './chrome/chrome-variants.js'
import {
  dealerRatingVariant,
  footerLicenceNumbers,
  mapEmbedUrl,
  primaryLocation,
  siteRating,
  socialLinks,
  topBannerProps,
} from './chrome/site-chrome.js'
import { useFavouritesCount } from './favourites/useFavourites.js'
import { StorefrontSearchBox } from './search/StorefrontSearchBox.js'
import { storefrontToasts } from './toasts.js'

export const WEBSITE_PROVIDER = { name: 'Forecourt', href: 'https://forecourt.example' }

/** The id of the page's main landmark: the skip link's and Back to top's target. */
const MAIN_ID = 'main'

export interface StorefrontShellProps {
  site: SiteConfig
  year: number
  /** The dealer's date 'yyyy-mm-dd', for holiday hours in the footer. */
  today: string
  /** The navbar, built on the server from `navigation.header` and the site's stock. */
  header: HeaderNavigationItem[]
  /** The footer's columns from `navigation.footer`. */
  footer: NonNullable<SiteFooterProps['columns']>
  children: ReactNode
}

/** React Router's href for in-app paths; `tel:`, `mailto:` and absolute URLs stay as written. */
export function useLinkHref(href: string): string {
  const routed = useHref(href)
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//') ? href : routed
}

/** The footer variant's section after the locations (§2: hours, staff or map) and the rating banner. */
function footerExtra(site: SiteConfig, today: string, variant: FooterVariant): ReactNode {
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
        className="fc-footer-map"
        src={map}
        title={`Map of ${location.name}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />,
    )
  }
  if (site.config.dealer_rating_banner) {
    const rating = siteRating(site)
    sections.push(
      <DealerRatingBanner
        key="rating"
        variant={dealerRatingVariant(site.template)}
        dealerName={site.name}
        rating={rating}
        {...(site.gmb_profiles[0] ? { reviewsHref: site.gmb_profiles[0].review_url } : {})}
      />,
    )
  }
  return sections.length > 0 ? sections : null
}

/** Pages whose content has a search box of its own, so the banner leaves its slot empty. */
export const hasOwnSearchBox = (pathname: string) => pathname === '/' || pathname.startsWith('/search/')

/**
 * The top banner on its own: its favourites count is known only once the browser has read storage,
 * and that update after hydration re-renders this banner rather than the whole frame.
 */
function SiteTopBanner({
  site,
  banner,
  pathname,
}: {
  site: SiteConfig
  banner: HeaderVariant['banner']
  pathname: string
}) {
  const favouritesCount = useFavouritesCount(site)
  return (
    <TopBanner
      {...topBannerProps(site, banner)}
      {...(favouritesCount === undefined
        ? {}
        : { favourites: { href: site.config.favourites_path, count: favouritesCount } })}
      // One search box a page: the home hero and the search page have their own.
      search={hasOwnSearchBox(pathname) ? undefined : <StorefrontSearchBox site={site} hideLabel />}
    />
  )
}

export function StorefrontShell({ site, year, today, header, footer, children }: StorefrontShellProps) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const headerChoice = headerVariant(site.config.header_variant)
  const footerChoice = footerVariant(site.config.footer_variant)
  const logoUrl = siteLogoUrl(site)
  return (
    <RouterProvider navigate={navigate} useHref={useLinkHref}>
      <SiteHeader
        siteName={site.name}
        homeHref="/"
        logoUrl={logoUrl}
        phone={site.phone}
        navigation={header}
        currentHref={pathname}
        mainContentId={MAIN_ID}
        size={headerChoice.size}
        isSticky={headerChoice.isSticky}
        banner={<SiteTopBanner site={site} banner={headerChoice.banner} pathname={pathname} />}
      />
      <main id={MAIN_ID}>{children}</main>
      <ToastRegion queue={storefrontToasts} />
      <SiteFooter
        siteName={site.name}
        locations={footerChoice.locations ? site.locations.filter((location) => location.visible) : []}
        year={year}
        provider={WEBSITE_PROVIDER}
        columns={footer}
        licenceNumbers={footerLicenceNumbers(site, footerChoice.licences)}
        {...(footerChoice.logoAndSocial
          ? {
              social: socialLinks(site),
              ...(logoUrl ? { logo: { url: logoUrl, alt: site.name } } : {}),
            }
          : {})}
        // §2: the payment marks belong with online reserve, so only sites with checkout show them.
        showPaymentLogos={site.features.checkout}
        scrollToTopTargetId={MAIN_ID}
        extra={footerExtra(site, today, footerChoice)}
      />
    </RouterProvider>
  )
}
