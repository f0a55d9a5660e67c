// Route module: /print?car_id={slug} (§2), a car's printable page, outside the site's frame.
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { printLoader } from '../favourites/favourites.server.js'
import type { StorefrontRouteHandle } from '../frame/StorefrontFrame.js'
import { PrintPage } from '../pages/PrintPage.js'
import { carPath } from '../paths.js'
import { carMeta } from '../seo/meta.js'
import { errorMeta } from '../seo/page-meta.js'

// The same for every shopper of the site: a CDN may keep it (frame/cache-policy.ts).
export { publicPageHeaders as headers } from '../frame/cache-policy.js'
export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, error, matches }: MetaArgs<typeof loader>) =>
  loaderData
    ? [
        ...carMeta(loaderData.site, loaderData.car, carPath(loaderData.car)),
        // The car page is the one to index; this is its printout.
        { name: 'robots', content: 'noindex' },
      ]
    : errorMeta(error, matches)

export const handle: StorefrontRouteHandle = { frame: 'none' }

export const loader = (args: LoaderFunctionArgs) => printLoader(args)

export default function Print() {
  return <PrintPage {...useLoaderData<typeof loader>()} />
}
