// A subscription or rental car's page: the actions, then its terms (the weekly price and what it
// includes, or the rental rates) before the specifications.
import { CarPageDetails, CarPageLayout } from '@forecourt/storefront'
import { ListingTerms } from '../blocks/ListingTerms'
import type { Route } from './+types/car'

export { ErrorBoundary, headers, meta, shouldRevalidate } from '@forecourt/storefront/car-route'
export { carDetailLoader as loader } from '@forecourt/storefront/server'

export default function Car({ loaderData: { site, car, watchlisted } }: Route.ComponentProps) {
  return (
    <CarPageLayout site={site} car={car}>
      <CarPageDetails site={site} car={car} watchlisted={watchlisted} />
      <ListingTerms site={site} car={car} />
    </CarPageLayout>
  )
}
