// /favourites or the site's own favourites path (§2): the shopper's saved vehicles as result cards,
// each with a remove button; 'No Saved Cars' (in the family's words) and 'Get Started' when none.
import { countOf, familyProfileOf, type SiteConfig } from '@forecourt/domain'
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
  const words = familyProfileOf(site.template).vocabulary
  return (
    <div className="fc-Page fc-SavedPage">
      <h1>{words.savedHeading}</h1>
      <SavedCarsNotice site={site} status={status} count={cars.length} />
      {cars.length > 0 && (
        <>
          <p className="fc-SavedPage-summary">
            {countOf(words, cars.length)} saved{' '}
            <ButtonLink href={COMPARE_PATH} size="sm">
              {words.compareLink}
            </ButtonLink>
          </p>
          <ul className="fc-CardGrid">
            {cars.map((car) => (
              <li key={car.id} className="fc-SavedPage-item">
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
