// /compare (§2): the saved vehicles side by side, on the family's own facts (domain comparisonRows).
// Only those a shopper may compare are in the table — price above 0, photos and, where the site
// says so, used (§5); the others are named below it.
import { canShowFavourite, comparisonRows, familyProfileOf, type SiteConfig } from '@forecourt/domain'
import { CompareTable } from '@forecourt/ui/compare-table'
import { Link } from 'react-aria-components'
import { SavedCarsNotice } from '../favourites/SavedCarsNotice.js'
import { useFavourites } from '../favourites/useFavourites.js'
import { useSavedCars } from '../favourites/useSavedCars.js'
import { withSlotPhoto } from '../images/car-image-sources.js'
import { carPath } from '../paths.js'

export interface ComparePageProps {
  site: SiteConfig
}

export function ComparePage({ site }: ComparePageProps) {
  const favourites = useFavourites(site)
  const { status, cars } = useSavedCars(favourites)
  const context = {
    compareMode: true,
    soldStateAllowed: site.features.sold_favourites,
    compareUsedOnly: site.features.compare_used_only,
  }
  const comparable = cars.filter((car) => canShowFavourite(car, context))
  const left = cars.filter((car) => !comparable.includes(car))
  const words = familyProfileOf(site.template).vocabulary
  return (
    <div className="fc-Page fc-SavedPage">
      <h1>{words.compareHeading}</h1>
      <SavedCarsNotice site={site} status={status} count={cars.length} />
      {comparable.length > 0 && (
        <CompareTable
          cars={comparable.map((car) => withSlotPhoto(car, 'compare'))}
          hrefOf={carPath}
          onRemove={favourites.remove}
          nouns={words}
          rows={comparisonRows(comparable, site)}
        />
      )}
      {left.length > 0 && (
        <section className="fc-SavedPage-left" aria-labelledby="compare-left">
          <h2 id="compare-left">Saved but not compared</h2>
          <p>
            Only {site.features.compare_used_only ? 'used ' : ''}
            {words.plural}
            {site.features.sold_favourites ? '' : ' in stock'} with a price and photos can be compared.
          </p>
          <ul>
            {left.map((car) => (
              <li key={car.id}>
                <Link href={carPath(car)}>{car.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
