// A car's page, /cars/{slug} (§2), also used for sharing: the gallery beside the purchase panel,
// then its actions, its key details and where to see it.
import {
  CarActionsBlock,
  CarGallery,
  CarKeyFacts,
  CarPageLayout,
  CarPurchasePanel,
  CarWatchlistBlock,
  CarWhereToSee,
  carPageMeta,
} from '@forecourt/storefront'
import { carDetailLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/car'

export { publicPageHeaders as headers, RouteErrorBoundary as ErrorBoundary } from '@forecourt/storefront'

export const meta = carPageMeta

export const loader = (args: Route.LoaderArgs) => carDetailLoader(args)

export default function Car({ loaderData: { site, car, watchlisted } }: Route.ComponentProps) {
  return (
    <CarPageLayout
      site={site}
      car={car}
      gallery={<CarGallery car={car} />}
      panel={<CarPurchasePanel site={site} car={car} />}
    >
      <CarActionsBlock site={site} car={car} />
      <CarWatchlistBlock car={car} watchlisted={watchlisted} />
      <CarKeyFacts car={car} />
      <CarWhereToSee car={car} />
    </CarPageLayout>
  )
}
