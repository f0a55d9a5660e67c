// Route module: the dealer's home page.
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData, useRouteError } from 'react-router'
import { homeLoader } from '../loaders/page-loaders.server.js'
import { siteMeta } from '../seo/meta.js'
import { homeStructuredData } from '../seo/page-structured-data.js'
import { ErrorPage } from '../pages/ErrorPage.js'
import { HomePage } from '../pages/HomePage.js'

// The home page carries the site's structured data graph (§9).
export const meta = ({ loaderData }: MetaArgs<typeof loader>) =>
  loaderData
    ? siteMeta(loaderData.site, 'New, used and demo cars', '/', undefined, {
        structuredData: homeStructuredData(loaderData.site),
      })
    : []

export const loader = (args: LoaderFunctionArgs) => homeLoader(args)

export default function Home() {
  return <HomePage {...useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
