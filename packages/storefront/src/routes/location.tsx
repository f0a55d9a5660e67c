// Route module: a dealer location, /locations/{slug} (§2), by location slug or dealership slug.
import { locationsStructuredData } from '@forecourt/domain'
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { locationLoader } from '../dealer-pages/dealer-pages.server.js'
import { LocationPage } from '../pages/LocationPage.js'
import { siteMeta } from '../seo/meta.js'
import { errorMeta } from '../seo/page-meta.js'

// The same for every shopper of the site: a CDN may keep it (frame/cache-policy.ts).
export { publicPageHeaders as headers } from '../frame/cache-policy.js'
export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'
export { dialogHostShouldRevalidate as shouldRevalidate } from '../lead-forms/lead-form-routes.js'

export const meta = ({ loaderData, location, error, matches }: MetaArgs<typeof loader>) =>
  loaderData
    ? siteMeta(
        loaderData.site,
        loaderData.title,
        location.pathname,
        `${loaderData.title}: address, phone, opening hours and directions.`,
        { structuredData: locationsStructuredData(loaderData.site, loaderData.locations) },
      )
    : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => locationLoader(args)

export default function LocationRoute() {
  return <LocationPage {...useLoaderData<typeof loader>()} />
}
