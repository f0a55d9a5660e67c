// The motorcycle dealer's home page: the hero, what learners may ride, the riding styles, the
// newest bikes and the showrooms.
import { MOTORCYCLE_STYLES } from '@forecourt/domain'
import { HomePage, LatestStock, OurLocations, SearchTiles } from '@forecourt/storefront'
import { LamsPanel } from '../blocks/LamsPanel'
import type { Route } from './+types/home'

export { ErrorBoundary, headers, meta } from '@forecourt/storefront/home-route'
export { homeLoader as loader } from '@forecourt/storefront/server'

export default function Home({ loaderData: { site, cars, totalCars, now } }: Route.ComponentProps) {
  return (
    <HomePage site={site} totalCars={totalCars}>
      <LamsPanel site={site} />
      <SearchTiles site={site} title="Shop by style" attribute="simple_body" values={MOTORCYCLE_STYLES} />
      <LatestStock site={site} cars={cars} now={now} heading="Latest bikes" />
      <OurLocations site={site} />
    </HomePage>
  )
}
