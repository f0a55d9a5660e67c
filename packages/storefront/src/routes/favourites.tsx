// Route module: /favourites (§2), the shopper's saved cars. A site with its own favourites path
// serves the same page there too (see not-found.tsx).
import { familyProfileOf } from '@forecourt/domain'
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { savedCarsPageLoader } from '../favourites/favourites.server.js'
import { FavouritesPage } from '../pages/FavouritesPage.js'
import { siteMeta } from '../seo/meta.js'
import { errorMeta } from '../seo/page-meta.js'

export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, location, error, matches }: MetaArgs<typeof loader>) =>
  loaderData
    ? siteMeta(
        loaderData.site,
        familyProfileOf(loaderData.site.template).vocabulary.savedHeading,
        location.pathname,
      )
    : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => savedCarsPageLoader(args)

export default function Favourites() {
  return <FavouritesPage {...useLoaderData<typeof loader>()} />
}
