// /favourites or the site's own favourites path (§2): the shopper's saved cars as result cards,
// each with a remove button; 'No Saved Cars' and 'Get Started' when there are none.
import type { SiteConfig } from '@forecourt/domain'
import { Button } from '@forecourt/ui/button'
import { ButtonLink } from '@forecourt/ui/button-link'
import { CarResultCard } from '@forecourt/ui/car-result-card'
import { VisuallyHidden } from 'react-aria-components'
import { COMPARE_PATH } from '../favourites/favourites-paths.js'
import { SavedCarsNotice } from '../favourites/SavedCarsNotice.js'
import { useFavourites } from '../favourites/useFavourites.js'
import { useSavedCars } from '../favourites/useSavedCars.js'
import { carResultCardProps } from '../result-cards/car-result-card-props.js'
import { ResultsFinanceNote } from '../result-cards/ResultsFinanceNote.js'

export interface FavouritesPageProps {
  site: SiteConfig
  now: string
}

export function FavouritesPage({ site, now }: FavouritesPageProps) {
  const favourites = useFavourites(site)
  const { status, cars } = useSavedCars(favourites)
  return (
    <div className="fc-page fc-saved-page">
      <h1>Saved cars</h1>
      <SavedCarsNotice site={site} status={status} count={cars.length} />
      {cars.length > 0 && (
        <>
          <p className="fc-saved-page__summary">
            {cars.length} saved {cars.length === 1 ? 'car' : 'cars'}{' '}
            <ButtonLink href={COMPARE_PATH} size="sm">
              Compare Cars
            </ButtonLink>
          </p>
          <ul className="fc-card-grid">
            {cars.map((car) => (
              <li key={car.id} className="fc-saved-page__item">
                <CarResultCard {...carResultCardProps(site, car)} now={new Date(now)} headingLevel={2} />
                <Button variant="secondary" size="sm" onPress={() => favourites.remove(car.id)}>
                  Remove<VisuallyHidden> {car.name}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </ul>
          <ResultsFinanceNote site={site} />
        </>
      )}
    </div>
  )
}
