// Route module: a brand the dealer stocks, /brands/{slug} (§2).
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { brandLoader } from '../dealer-pages/dealer-pages.server.js'
import { BrandPage } from '../pages/BrandPage.js'
import { siteMeta } from '../seo/meta.js'
import { errorMeta } from '../seo/page-meta.js'

// The same for every shopper of the site: a CDN may keep it (frame/cache-policy.ts).
export { publicPageHeaders as headers } from '../frame/cache-policy.js'
export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, location, error, matches }: MetaArgs<typeof loader>) =>
  loaderData ? siteMeta(loaderData.site, loaderData.brand.name, location.pathname) : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => brandLoader(args)

export default function Brand() {
  return <BrandPage {...useLoaderData<typeof loader>()} />
}
