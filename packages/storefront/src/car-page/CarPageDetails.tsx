import type { Car, SiteConfig } from '@forecourt/domain'
import { CarActionsBlock } from './CarActionsBlock.js'
import { CarSpecifications } from './CarSpecifications.js'
import { CarWatchlistBlock } from './CarWatchlistBlock.js'
import { CarWhereToSee } from './CarWhereToSee.js'

export interface CarPageDetailsProps {
  site: SiteConfig
  car: Car
  /** Whether the signed-in shopper watches the car (the car page loader's answer). */
  watchlisted: boolean | null
}

/**
 * What every family's car page shows under the gallery, in this order: the actions (enquire, test
 * drive, share), the watchlist button, the family's specifications and where to see the vehicle.
 * An app places its own family blocks before or after it; each part is exported on its own too.
 */
export function CarPageDetails({ site, car, watchlisted }: CarPageDetailsProps) {
  return (
    <>
      <CarActionsBlock site={site} car={car} />
      <CarWatchlistBlock car={car} watchlisted={watchlisted} />
      <CarSpecifications site={site} car={car} />
      <CarWhereToSee car={car} />
    </>
  )
}
