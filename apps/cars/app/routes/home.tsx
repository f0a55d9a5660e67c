// The car dealer's home page: the hero, the newest cars first, then the dealer's offers and where
// to find them.
import { HeroOffers, HomePage, LatestStock, OurLocations } from '@forecourt/storefront'
import type { Route } from './+types/home'

export { ErrorBoundary, headers, meta } from '@forecourt/storefront/home-route'
export { homeLoader as loader } from '@forecourt/storefront/server'

export default function Home({ loaderData: { site, cars, totalCars, now } }: Route.ComponentProps) {
  return (
    <HomePage site={site} totalCars={totalCars}>
      <LatestStock site={site} cars={cars} now={now} heading="Latest arrivals" />
      <HeroOffers site={site} />
      <OurLocations site={site} />
    </HomePage>
  )
}
