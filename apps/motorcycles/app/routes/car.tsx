// A motorcycle's page: whether a learner may ride it, then the actions, specifications and showroom.
import { CarPageDetails, CarPageLayout } from '@forecourt/storefront'
import { LamsStatus } from '../blocks/LamsStatus'
import type { Route } from './+types/car'

export { ErrorBoundary, headers, meta, shouldRevalidate } from '@forecourt/storefront/car-route'
export { carDetailLoader as loader } from '@forecourt/storefront/server'

export default function Car({ loaderData: { site, car, watchlisted } }: Route.ComponentProps) {
  return (
    <CarPageLayout site={site} car={car}>
      <LamsStatus region={site.region} car={car} />
      <CarPageDetails site={site} car={car} watchlisted={watchlisted} />
    </CarPageLayout>
  )
}
