import { useLoaderData } from 'react-router'
import type { carDetailLoader } from '../loaders/page-loaders.server.js'
import { CarPageDetails } from './CarPageDetails.js'
import { CarPageLayout } from './CarPageLayout.js'

/**
 * A vehicle's page as a family shows it when it adds nothing of its own: the gallery beside the
 * purchase panel, then its actions, key details and where to see it. The default export of
 * `@forecourt/storefront/car-route`, for a car route module that is the kit's in two lines.
 */
export function StandardCarPage() {
  const { site, car, watchlisted } = useLoaderData<typeof carDetailLoader>()
  return (
    <CarPageLayout site={site} car={car}>
      <CarPageDetails site={site} car={car} watchlisted={watchlisted} />
    </CarPageLayout>
  )
}
