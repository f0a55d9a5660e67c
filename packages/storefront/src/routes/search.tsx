// Route module: every search path of spec §2 (the base path, the friendly paths and the site's own
// dealer paths); the loader answers 404 for a /search/ path that is not one. Every family's search
// page is this one, with its family's facets; an app may replace it (kitRoutes({ replace })).
import type { LoaderFunctionArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { SearchPage } from '../pages/SearchPage.js'
import { searchLoader } from '../search/search.server.js'
import { searchShouldRevalidate } from '../search/search-revalidation.js'
import { searchMeta } from '../seo/page-meta.js'

// The same for every shopper of the site: a CDN may keep it (frame/cache-policy.ts).
export { publicPageHeaders as headers } from '../frame/cache-policy.js'
export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = searchMeta

export const loader = (args: LoaderFunctionArgs) => searchLoader(args)

export const shouldRevalidate = searchShouldRevalidate

export default function Search() {
  return <SearchPage {...useLoaderData<typeof loader>()} />
}
