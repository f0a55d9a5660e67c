// The site's header as a block a template app composes into its own header variant: the ui
// SiteHeader filled from the frame's data — logo, navbar, phone and the site's top banner, in the
// size and banner the site's `config.header_variant` names (§2) — plus what the app adds.
import { siteLogoUrl } from '@forecourt/domain'
import { SiteHeader, type SiteHeaderProps } from '@forecourt/ui/site-header'
import { TopBanner } from '@forecourt/ui/top-banner'
import { useLocation } from 'react-router'
import { useFavouritesCount } from '../favourites/useFavourites.js'
import { type FrameData, MAIN_ID, useFrameData } from '../frame/frame-data.js'
import { StorefrontSearchBox } from '../search/StorefrontSearchBox.js'
import { type HeaderVariant, headerVariant } from './chrome-variants.js'
import { topBannerProps } from './site-chrome.js'

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
  site: FrameData['site']
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

export type SiteHeaderBlockProps = Pick<SiteHeaderProps, 'action' | 'quickLinks'>

export function SiteHeaderBlock({ action, quickLinks }: SiteHeaderBlockProps) {
  const { pathname } = useLocation()
  const frame = useFrameData()
  if (!frame) return null
  const { site, header } = frame
  const variant = headerVariant(site.config.header_variant)
  return (
    <SiteHeader
      siteName={site.name}
      homeHref="/"
      logoUrl={siteLogoUrl(site)}
      phone={site.phone}
      navigation={header}
      currentHref={pathname}
      mainContentId={MAIN_ID}
      size={variant.size}
      isSticky={variant.isSticky}
      banner={<SiteTopBanner site={site} banner={variant.banner} pathname={pathname} />}
      action={action}
      quickLinks={quickLinks}
    />
  )
}
