import { ErrorPage, SearchPage, siteMeta } from '@forecourt/storefront'
import { searchLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/search'

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? siteMeta(loaderData.site, 'Search new, used and demo cars', location.pathname) : []

export const loader = (args: Route.LoaderArgs) => searchLoader(args)

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />
}
