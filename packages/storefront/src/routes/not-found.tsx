// Route module: every path no other route matches answers the 404 page inside the site's frame —
// except a site's own favourites path (§2 'or a tenant path') and the site's model pages (§2
// /{model slug}), both known only once the site is.
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData, useRouteError } from 'react-router'
import { modelPageOf } from '../dealer-pages/dealer-page-loaders.js'
import { savedCarsPageLoader } from '../favourites/favourites-loaders.js'
import { isTenantFavouritesPath } from '../favourites/favourites-paths.js'
import { notFoundLoader } from '../loaders.js'
import { siteMeta } from '../meta.js'
import { ErrorPage } from '../pages/ErrorPage.js'
import { FavouritesPage } from '../pages/FavouritesPage.js'
import { ModelPage } from '../pages/ModelPage.js'
import { getStorefront } from '../site-context.js'

export const meta = ({ loaderData, location }: MetaArgs<typeof loader>) => {
  if (!loaderData) return [{ title: 'Page not found' }]
  if (loaderData.page === 'model') {
    const { site, model } = loaderData
    return siteMeta(site, model.name, location.pathname, model.short_description ?? undefined)
  }
  return siteMeta(loaderData.site, 'Saved cars', location.pathname)
}

export const loader = async (args: LoaderFunctionArgs) => {
  const { site } = getStorefront(args.context)
  if (isTenantFavouritesPath(site, new URL(args.request.url).pathname))
    return { page: 'favourites' as const, ...savedCarsPageLoader(args) }
  const model = await modelPageOf(args)
  if (model) return { page: 'model' as const, ...model }
  return notFoundLoader()
}

export default function NotFound() {
  const data = useLoaderData<typeof loader>()
  if (!data) return null
  return data.page === 'model' ? <ModelPage {...data} /> : <FavouritesPage {...data} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
