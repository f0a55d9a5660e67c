// An RV's page: the actions and specifications, then what it asks of a tow vehicle.
import { CarPageDetails, CarPageLayout } from '@forecourt/storefront'
import { TowingPanel } from '../blocks/TowingPanel'
import type { Route } from './+types/car'

export { ErrorBoundary, headers, meta, shouldRevalidate } from '@forecourt/storefront/car-route'
export { carDetailLoader as loader } from '@forecourt/storefront/server'

export default function Car({ loaderData: { site, car, watchlisted } }: Route.ComponentProps) {
  return (
    <CarPageLayout site={site} car={car}>
      <CarPageDetails site={site} car={car} watchlisted={watchlisted} />
      <TowingPanel car={car} />
    </CarPageLayout>
  )
}
