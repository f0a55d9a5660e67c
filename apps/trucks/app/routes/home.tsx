// The trucks dealer's home page: the hero, stock by the licence a driver holds, the newest trucks,
// the dealer's offers and the yards.
import { HeroOffers, HomePage, LatestStock, OurLocations } from '@forecourt/storefront'
import { LicenceClassTiles } from '../blocks/LicenceClassTiles'
import type { Route } from './+types/home'

export { ErrorBoundary, headers, meta } from '@forecourt/storefront/home-route'
export { homeLoader as loader } from '@forecourt/storefront/server'

export default function Home({ loaderData: { site, cars, totalCars, now } }: Route.ComponentProps) {
  return (
    <HomePage site={site} totalCars={totalCars}>
      <LicenceClassTiles site={site} />
      <LatestStock site={site} cars={cars} now={now} heading="Latest trucks" />
      <OurLocations site={site} />
      <HeroOffers site={site} />
    </HomePage>
  )
}
