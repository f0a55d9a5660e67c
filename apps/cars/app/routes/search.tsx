import { ErrorPage, SearchPage, siteMeta } from '@forecourt/storefront'
import { searchLoader } from '@forecourt/storefront/server'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/search'

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? siteMeta(loaderData.site, 'Search new, used and demo cars', location.pathname) : []

export const loader = (args: Route.LoaderArgs) => searchLoader(args)

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

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />
}
