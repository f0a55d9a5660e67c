// The subscriptions home page: the hero, how a subscription works before any car, the cars on
// offer and where to collect them.
import { HomePage, LatestStock, OurLocations } from '@forecourt/storefront'
import { HowSubscriptionsWork } from '../blocks/HowSubscriptionsWork'
import type { Route } from './+types/home'

export { ErrorBoundary, headers, meta } from '@forecourt/storefront/home-route'
export { homeLoader as loader } from '@forecourt/storefront/server'

export default function Home({ loaderData: { site, cars, totalCars, now } }: Route.ComponentProps) {
  return (
    <HomePage site={site} totalCars={totalCars}>
      <HowSubscriptionsWork site={site} />
      <OurLocations site={site} />
      <LatestStock site={site} cars={cars} now={now} heading="Cars on offer" />
    </HomePage>
  )
}
