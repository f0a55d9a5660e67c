// The motorcycle dealer's home page: the hero, what learners may ride, the riding styles, the
// newest bikes and the showrooms.
import { HomePage, LatestStock, OurLocations } from '@forecourt/storefront'
import { LamsPanel } from '../blocks/LamsPanel'
import { StyleTiles } from '../blocks/StyleTiles'
import type { Route } from './+types/home'

export {
  homeMeta as meta,
  publicPageHeaders as headers,
  RouteErrorBoundary as ErrorBoundary,
} from '@forecourt/storefront'
export { homeLoader as loader } from '@forecourt/storefront/server'

export default function Home({ loaderData: { site, cars, totalCars, now } }: Route.ComponentProps) {
  return (
    <HomePage site={site} totalCars={totalCars}>
      <LamsPanel region={site.region} />
      <StyleTiles site={site} />
      <LatestStock site={site} cars={cars} now={now} heading="Latest bikes" />
      <OurLocations site={site} />
    </HomePage>
  )
}
