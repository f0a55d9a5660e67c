// A car's page, /cars/{slug} (§2), also used for sharing: the gallery beside the purchase panel,
// then its actions, key details and where to see it.
import { CarPageDetails, CarPageLayout } from '@forecourt/storefront'
import type { Route } from './+types/car'

export { ErrorBoundary, headers, meta } from '@forecourt/storefront/car-route'
export { carDetailLoader as loader } from '@forecourt/storefront/server'

export default function Car({ loaderData: { site, car, watchlisted } }: Route.ComponentProps) {
  return (
    <CarPageLayout site={site} car={car}>
      <CarPageDetails site={site} car={car} watchlisted={watchlisted} />
    </CarPageLayout>
  )
}
