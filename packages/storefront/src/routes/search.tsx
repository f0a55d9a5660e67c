// Route module: every search path of spec §2 (the base path and the friendly paths); the loader
// answers 404 for a /search/ path that is not one.
import type { LoaderFunctionArgs, MetaArgs, ShouldRevalidateFunctionArgs } from 'react-router'
import { useLoaderData, useRouteError } from 'react-router'
import { siteMeta } from '../seo/meta.js'
import { ErrorPage } from '../pages/ErrorPage.js'
import { SearchPage } from '../pages/SearchPage.js'
import { searchLoader } from '../search/search.server.js'
import { TEMPLATE_COPY } from '../template-copy.js'

export const meta = ({ loaderData, location }: MetaArgs<typeof loader>) =>
  loaderData
    ? siteMeta(
        loaderData.site,
        `Search new, used and demo ${TEMPLATE_COPY[loaderData.site.template].stock}`,
        location.pathname,
      )
    : []

export const loader = (args: LoaderFunctionArgs) => searchLoader(args)

// Moving between search URLs is InstantSearch's job in the browser: the loader (and its server
// render) runs for the first page only (remix-run/react-router #9404).
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const onSearch = (url: URL) => url.pathname.startsWith('/search/')
  return onSearch(currentUrl) && onSearch(nextUrl) ? false : defaultShouldRevalidate
}

export default function Search() {
  return <SearchPage {...useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
