import { ErrorPage, SuccessPage } from '@forecourt/storefront'
import { rootLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/success'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Thank you | ${loaderData?.site.name ?? ''}` },
]

export const loader = (args: Route.LoaderArgs) => rootLoader(args)

export default function Success({ loaderData }: Route.ComponentProps) {
  return <SuccessPage site={loaderData.site} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />
}
