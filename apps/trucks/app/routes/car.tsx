// A truck's page: the licence and masses first, then the actions, specifications and yard.
import { CarPageDetails, CarPageLayout } from '@forecourt/storefront'
import { TruckLicencePanel } from '../blocks/TruckLicencePanel'
import type { Route } from './+types/car'

export { ErrorBoundary, headers, meta, shouldRevalidate } from '@forecourt/storefront/car-route'
export { carDetailLoader as loader } from '@forecourt/storefront/server'

export default function Car({ loaderData: { site, car, watchlisted } }: Route.ComponentProps) {
  return (
    <CarPageLayout site={site} car={car}>
      <TruckLicencePanel site={site} car={car} />
      <CarPageDetails site={site} car={car} watchlisted={watchlisted} />
    </CarPageLayout>
  )
}
