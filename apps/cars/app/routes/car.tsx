import { CarDetailPage, carMeta, carPath, ErrorPage } from '@forecourt/storefront'
import { carDetailLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/car'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? carMeta(loaderData.site, loaderData.car, carPath(loaderData.car))
    : [{ title: 'Car not found' }]

export const loader = (args: Route.LoaderArgs) => carDetailLoader(args)

export default function Car({ loaderData }: Route.ComponentProps) {
  return <CarDetailPage {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />
}
