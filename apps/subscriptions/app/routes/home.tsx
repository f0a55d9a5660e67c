// The car dealer's home page: who they are and the search box, the dealer's offers, the newest
// cars, and where to find them.
import { HeroOffers, HomeHero, homeMeta, LatestStock, OurLocations } from '@forecourt/storefront'
import { homeLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/home'

export { publicPageHeaders as headers, RouteErrorBoundary as ErrorBoundary } from '@forecourt/storefront'

export const meta = homeMeta

export const loader = (args: Route.LoaderArgs) => homeLoader(args)

export default function Home({ loaderData: { site, cars, totalCars, now } }: Route.ComponentProps) {
  return (
    <div className="fc-page">
      <HomeHero site={site} totalCars={totalCars} />
      <HeroOffers site={site} />
      <LatestStock site={site} cars={cars} now={now} heading="Latest arrivals" />
      <OurLocations site={site} />
    </div>
  )
}
