// The page frame every template app shares: header, main landmark, footer. Apps pick variants
// through site configuration, not by forking this file.
import type { SiteConfig } from '@forecourt/domain'
import { SiteFooter, type SiteFooterProps } from '@forecourt/ui/site-footer'
import { SiteHeader } from '@forecourt/ui/site-header'
import type { ReactNode } from 'react'
import { RouterProvider } from 'react-aria-components'
import { useHref, useNavigate } from 'react-router'
import { searchBasePath } from './paths.js'
import { TEMPLATE_COPY } from './template-copy.js'

export const WEBSITE_PROVIDER = { name: 'Forecourt', href: 'https://forecourt.example' }

type FooterSocialLink = NonNullable<SiteFooterProps['social']>[number]

/** The site's social profiles (§3 `social`) in the footer's order, leaving out those it has not set. */
export function footerSocialLinks(site: Pick<SiteConfig, 'social'>): FooterSocialLink[] {
  const networks: FooterSocialLink['network'][] = ['facebook', 'instagram', 'tiktok', 'youtube']
  return networks.flatMap((network) => {
    const href = site.social[network]
    return href ? [{ network, href }] : []
  })
}

export interface StorefrontShellProps {
  site: SiteConfig
  year: number
  children: ReactNode
}

/** React Router's href for in-app paths; `tel:`, `mailto:` and absolute URLs stay as written. */
export function useLinkHref(href: string): string {
  const routed = useHref(href)
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//') ? href : routed
}

export function StorefrontShell({ site, year, children }: StorefrontShellProps) {
  const navigate = useNavigate()
  return (
    <RouterProvider navigate={navigate} useHref={useLinkHref}>
      <SiteHeader
        siteName={site.name}
        homeHref="/"
        logoUrl={site.logo_url}
        phone={site.phone}
        navigation={[
          { label: TEMPLATE_COPY[site.template].searchLink, href: searchBasePath(site) },
          { label: 'Contact', href: '/contact' },
        ]}
      />
      <main id="main">{children}</main>
      <SiteFooter
        siteName={site.name}
        locations={site.locations}
        year={year}
        provider={WEBSITE_PROVIDER}
        social={footerSocialLinks(site)}
        // §2: the payment marks belong with online reserve, so only sites with checkout show them.
        showPaymentLogos={site.features.checkout}
      />
    </RouterProvider>
  )
}
