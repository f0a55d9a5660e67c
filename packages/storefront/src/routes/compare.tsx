// Route module: /compare (§2), the saved cars side by side.
import { familyProfileOf } from '@forecourt/domain'
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { savedCarsPageLoader } from '../favourites/favourites.server.js'
import { ComparePage } from '../pages/ComparePage.js'
import { siteMeta } from '../seo/meta.js'
import { errorMeta } from '../seo/page-meta.js'

export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, location, error, matches }: MetaArgs<typeof loader>) =>
  loaderData
    ? siteMeta(
        loaderData.site,
        familyProfileOf(loaderData.site.template).vocabulary.compareHeading,
        location.pathname,
      )
    : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => savedCarsPageLoader(args)

export default function Compare() {
  return <ComparePage site={useLoaderData<typeof loader>().site} />
}
