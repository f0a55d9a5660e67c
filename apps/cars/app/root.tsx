import '@forecourt/tokens/theme.css'
import '@forecourt/storefront/styles.css'
import { ErrorPage, errorTitle, StorefrontShell } from '@forecourt/storefront'
import { createStorefrontMiddleware, rootLoader } from '@forecourt/storefront/server'
import type { ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { template } from './template'

export const middleware: Route.MiddlewareFunction[] = [createStorefrontMiddleware({ template })]

export const meta = ({ error }: Route.MetaArgs) => (error ? [{ title: errorTitle(error) }] : [])

export const loader = (args: Route.LoaderArgs) => rootLoader(args)

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang={data?.site.region === 'NZ' ? 'en-NZ' : 'en-AU'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body data-theme={data?.site.config.theme}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <StorefrontShell site={loaderData.site} year={loaderData.year}>
      <Outlet />
    </StorefrontShell>
  )
}

/** Reached when the site cannot be resolved (unknown host, platform down); renders without the shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <ErrorPage error={error} />
    </main>
  )
}
