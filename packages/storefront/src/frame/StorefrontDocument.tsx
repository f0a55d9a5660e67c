// The root's `Layout`: the HTML document every template app serves.
import { siteLogoUrl } from '@forecourt/domain'
import type { ReactNode } from 'react'
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router'
import { useFrameData } from './frame-data.js'
import { useNonce } from './nonce.js'

/** Language by region, the dealer's logo as the tab icon, the site's tokens theme on the body. */
export function StorefrontDocument({ children }: { children: ReactNode }) {
  const data = useFrameData()
  const logo = data ? siteLogoUrl(data.site) : null
  const nonce = useNonce()
  return (
    <html lang={data?.site.region === 'NZ' ? 'en-NZ' : 'en-AU'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* react-aria reads its <style> elements' nonce here; the browser hides the attribute, so
            the client renders it without a value and hydration keeps the server's. */}
        <meta property="csp-nonce" nonce={nonce} />
        {/* Before Meta: the stylesheet is hydrated in document order, and document-head.server.ts
            serves it first, so nothing React hydrates in order (Meta's JSON-LD script) may come before it. */}
        <Links />
        {/* Without a link browsers ask for a /favicon.ico. */}
        {logo && <link rel="icon" href={logo} />}
        <Meta />
      </head>
      <body data-theme={data?.site.config.theme}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}
