// The RV dealer's home page: the hero, towed or driven and how much of a home, the offers, the
// yards, then the newest RVs.
import { RV_TYPES } from '@forecourt/domain'
import { HeroOffers, HomePage, LatestStock, OurLocations, SearchTiles } from '@forecourt/storefront'
import { describeRvType } from '../blocks/rv-type-descriptions'
import type { Route } from './+types/home'

export { ErrorBoundary, headers, meta } from '@forecourt/storefront/home-route'
export { homeLoader as loader } from '@forecourt/storefront/server'

export default function Home({ loaderData: { site, cars, totalCars, now } }: Route.ComponentProps) {
  return (
    <HomePage site={site} totalCars={totalCars}>
      <SearchTiles
        site={site}
        title="Shop by type"
        attribute="simple_body"
        values={RV_TYPES}
        describe={describeRvType}
      />
      <HeroOffers site={site} />
      <OurLocations site={site} />
      <LatestStock site={site} cars={cars} now={now} heading="Latest RVs" />
    </HomePage>
  )
}
