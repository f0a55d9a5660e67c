// The pieces of a template app's app/root.tsx: the HTML document, the app frame and the root error
// page. The root loader and middleware come from the server entry.
import { siteLogoUrl } from '@forecourt/domain'
import type { ReactNode } from 'react'
import {
  Links,
  Meta,
  type MetaArgs,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import type { rootLoader } from './loaders/page-loaders.server.js'
import { ErrorPage, errorTitle } from './pages/ErrorPage.js'
import { StorefrontShell } from './shell.js'

type RootData = Awaited<ReturnType<typeof rootLoader>>

/** The root's `meta`: an error page's title when the site could not be resolved. */
export const rootMeta = ({ error }: MetaArgs) => (error ? [{ title: errorTitle(error) }] : [])

/**
 * The root's `shouldRevalidate`: the root loader reads only the site, which a navigation within the
 * site does not change; only a form submission (which may change what the frame shows) reloads it.
 */
export const rootShouldRevalidate = ({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false

/** The root's `Layout`: language by region, the site's tokens theme on the body. */
export function StorefrontDocument({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined
  const logo = data ? siteLogoUrl(data.site) : null
  return (
    <html lang={data?.site.region === 'NZ' ? 'en-NZ' : 'en-AU'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before Meta: the stylesheet is hydrated in document order, and document-head.ts serves
            it first, so nothing React hydrates in order (Meta's JSON-LD script) may come before it. */}
        <Links />
        {/* The dealer's logo as the tab icon; without a link browsers ask for a /favicon.ico. */}
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

/** What a route module may say about the frame in its `handle` export. */
export interface StorefrontRouteHandle {
  /** 'none': the page stands alone, without header and footer (the print page, §2). */
  frame?: 'none'
}

/**
 * The root's default export: the site's frame around the matched route — unless the route asks
 * for none and has its data (a failed one shows its error inside the frame, with the way back).
 */
export function StorefrontApp() {
  const { site, year, today, header, footer } = useLoaderData() as RootData
  const frameless = useMatches().some(
    (match) => (match.handle as StorefrontRouteHandle | undefined)?.frame === 'none' && match.loaderData,
  )
  if (frameless)
    return (
      <main id="main">
        <Outlet />
      </main>
    )
  return (
    <StorefrontShell site={site} year={year} today={today} header={header} footer={footer}>
      <Outlet />
    </StorefrontShell>
  )
}

/** The root's `ErrorBoundary`: an unknown site (404) or an unreachable platform (503), without the frame. */
export function StorefrontRootError() {
  return (
    <main id="main">
      <ErrorPage error={useRouteError()} />
    </main>
  )
}
