import { ErrorPage, HomePage, siteMeta } from '@forecourt/storefront'
import { homeLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/home'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? siteMeta(loaderData.site, `New, used and demo cars`, '/') : []

export const loader = (args: Route.LoaderArgs) => homeLoader(args)

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />
}
