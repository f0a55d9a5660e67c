// The RV dealer's home page: the hero, towed or driven and how much of a home, the offers, the
// yards, then the newest RVs.
import { HeroOffers, HomePage, LatestStock, OurLocations } from '@forecourt/storefront'
import { RvTypeTiles } from '../blocks/RvTypeTiles'
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
      <RvTypeTiles site={site} />
      <HeroOffers site={site} />
      <OurLocations site={site} />
      <LatestStock site={site} cars={cars} now={now} heading="Latest RVs" />
    </HomePage>
  )
}
