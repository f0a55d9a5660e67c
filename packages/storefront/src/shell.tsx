// The page frame every template app shares: header, main landmark, footer. Apps pick variants
// through site configuration, not by forking this file.
import type { SiteConfig } from '@forecourt/domain'
import { SiteFooter } from '@forecourt/ui/site-footer'
import { SiteHeader } from '@forecourt/ui/site-header'
import type { ReactNode } from 'react'
import { RouterProvider } from 'react-aria-components'
import { useHref, useNavigate } from 'react-router'
import { searchBasePath } from './paths.js'

export const WEBSITE_PROVIDER = { name: 'Forecourt', href: 'https://forecourt.example' }

export interface StorefrontShellProps {
  site: SiteConfig
  year: number
  children: ReactNode
}

export function StorefrontShell({ site, year, children }: StorefrontShellProps) {
  const navigate = useNavigate()
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <SiteHeader
        siteName={site.name}
        homeHref="/"
        logoUrl={site.logo_url}
        phone={site.phone}
        navigation={[
          { label: 'Search Cars', href: searchBasePath(site) },
          { label: 'Contact', href: '/contact' },
        ]}
      />
      <main id="main">{children}</main>
      <SiteFooter siteName={site.name} locations={site.locations} year={year} provider={WEBSITE_PROVIDER} />
    </RouterProvider>
  )
}
