// Route module: a brand the dealer stocks, /brands/{slug} (§2).
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData, useRouteError } from 'react-router'
import { brandLoader } from '../dealer-pages/dealer-pages.server.js'
import { siteMeta } from '../seo/meta.js'
import { BrandPage } from '../pages/BrandPage.js'
import { ErrorPage } from '../pages/ErrorPage.js'

export const meta = ({ loaderData, location }: MetaArgs<typeof loader>) =>
  loaderData
    ? siteMeta(loaderData.site, loaderData.brand.name, location.pathname)
    : [{ title: 'Page not found' }]

export const loader = (args: LoaderFunctionArgs) => brandLoader(args)

export default function Brand() {
  return <BrandPage {...useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
