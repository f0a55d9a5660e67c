// The car dealer's home page: the hero, the newest cars, the picker into the stock, then the
// dealer's offers and where to find them.
import { HeroOffers, HomePage, LatestStock, OurLocations, StockPicker } from '@forecourt/storefront'
import type { Route } from './+types/home'

export { ErrorBoundary, headers, meta } from '@forecourt/storefront/home-route'
export { homeLoader as loader } from '@forecourt/storefront/server'

export default function Home({ loaderData: { site, cars, totalCars, stock, now } }: Route.ComponentProps) {
  return (
    <HomePage site={site} totalCars={totalCars}>
      <LatestStock site={site} cars={cars} now={now} heading="Latest arrivals" />
      <StockPicker site={site} stock={stock} />
      <HeroOffers site={site} />
      <OurLocations site={site} />
    </HomePage>
  )
}
