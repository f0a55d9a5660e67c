// The root's `Layout`: the HTML document every template app serves.
import { siteLogoUrl } from '@forecourt/domain'
import type { ReactNode } from 'react'
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router'
import { useFrameData } from './frame-data.js'

/** Language by region, the dealer's logo as the tab icon, the site's tokens theme on the body. */
export function StorefrontDocument({ children }: { children: ReactNode }) {
  const data = useFrameData()
  const logo = data ? siteLogoUrl(data.site) : null
  return (
    <html lang={data?.site.region === 'NZ' ? 'en-NZ' : 'en-AU'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before Meta: the stylesheet is hydrated in document order, and document-head.server.ts
            serves it first, so nothing React hydrates in order (Meta's JSON-LD script) may come before it. */}
        <Links />
        {/* Without a link browsers ask for a /favicon.ico. */}
        {logo && <link rel="icon" href={logo} />}
        <Meta />
      </head>
      <body data-theme={data?.site.config.theme}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}
