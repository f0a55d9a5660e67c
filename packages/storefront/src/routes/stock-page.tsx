// Route module: the stock pages of §2, /special-offers (cars tagged 'Special') and /electric-cars.
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData, useLocation } from 'react-router'
import { stockPageLoader } from '../dealer-pages/dealer-pages.server.js'
import { StockPage } from '../pages/StockPage.js'
import { siteMeta } from '../seo/meta.js'
import { errorMeta } from '../seo/page-meta.js'

// The same for every shopper of the site: a CDN may keep it (frame/cache-policy.ts).
export { publicPageHeaders as headers } from '../frame/cache-policy.js'
export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, location, error, matches }: MetaArgs<typeof loader>) =>
  loaderData ? siteMeta(loaderData.site, loaderData.title, location.pathname) : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => stockPageLoader(args)

export default function StockPageRoute() {
  const { pathname } = useLocation()
  return <StockPage {...useLoaderData<typeof loader>()} path={pathname} />
}
