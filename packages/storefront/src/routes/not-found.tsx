// Route module: every path no other route matches answers the 404 page inside the site's frame —
// except a site's own favourites path (§2 'or a tenant path'), known only once the site is.
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData, useRouteError } from 'react-router'
import { savedCarsPageLoader } from '../favourites/favourites-loaders.js'
import { isTenantFavouritesPath } from '../favourites/favourites-paths.js'
import { notFoundLoader } from '../loaders.js'
import { siteMeta } from '../meta.js'
import { ErrorPage } from '../pages/ErrorPage.js'
import { FavouritesPage } from '../pages/FavouritesPage.js'
import { getStorefront } from '../site-context.js'

export const meta = ({ loaderData, location }: MetaArgs<typeof loader>) =>
  loaderData ? siteMeta(loaderData.site, 'Saved cars', location.pathname) : [{ title: 'Page not found' }]

export const loader = (args: LoaderFunctionArgs) => {
  const { site } = getStorefront(args.context)
  if (isTenantFavouritesPath(site, new URL(args.request.url).pathname)) return savedCarsPageLoader(args)
  return notFoundLoader()
}

export default function NotFound() {
  const data = useLoaderData<typeof loader>()
  return data ? <FavouritesPage {...data} /> : null
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
