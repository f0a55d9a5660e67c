import {
  type Availability,
  availabilityOf,
  type Car,
  type CarActionContext,
  COMING_SOON_TAG,
  canShowFavourite,
  financeDisclaimer,
  isAvailable,
  type SiteConfig,
  siteFinanceEstimate,
  siteSearchPath,
} from '@forecourt/domain'
import { type CarActionRequest, CarActions } from '@forecourt/ui/car-actions'
import { CarDetailSidebar } from '@forecourt/ui/car-detail-sidebar'
import { ImageGallery } from '@forecourt/ui/image-gallery'
import { Link } from 'react-aria-components'
import { WatchlistButton } from '../account/WatchlistButton.js'
import { FavouritesDock } from '../favourites/FavouritesDock.js'
import { useFavourites } from '../favourites/useFavourites.js'
import { carActionHref } from '../lead-forms/car-action-href.js'
import { carPhoneCallbacks } from '../phone-reveal/car-phone-callbacks.js'
import { CarKeyFacts } from './CarKeyFacts.js'

export interface CarDetailPageProps {
  site: SiteConfig
  car: Car
  now: string
  /** On the signed-in shopper's server-side watchlist; null where favourites stay in the browser. */
  watchlisted?: boolean | null
}

/** The status line of a car a shopper can still act on; the tag of the domain for one coming soon (§4). */
const statusOf = (availability: Availability) =>
  availability === 'coming_soon' ? COMING_SOON_TAG : 'In stock'

export function CarDetailPage({ site, car, watchlisted = null }: CarDetailPageProps) {
  const availability = availabilityOf(car)
  const context: CarActionContext = {
    checkoutEnabled: site.features.checkout,
    financeButton: site.features.finance_button,
  }
  const hrefOf = (action: CarActionRequest) => carActionHref(site, car, action)
  const favourites = useFavourites(site)
  const showFavourite =
    favourites.enabled &&
    canShowFavourite(car, {
      compareMode: false,
      soldStateAllowed: site.features.sold_favourites,
      compareUsedOnly: site.features.compare_used_only,
    })
  const images = car.images.length > 0 ? car.images : car.primary_image_url ? [car.primary_image_url] : []
  return (
    <article className="fc-page fc-car-detail" aria-label={car.name}>
      <p>
        <Link href={siteSearchPath(site)}>Back to search</Link>
      </p>
      <div className="fc-car-detail__layout">
        {images.length > 0 && (
          <div className="fc-car-detail__gallery">
            <ImageGallery images={images} carName={car.name} />
          </div>
        )}
        <div className="fc-car-detail__side">
          <CarDetailSidebar
            car={car}
            currency={site.currency}
            region={site.region}
            context={context}
            finance={siteFinanceEstimate(car, site.finance)}
            financeDisclaimer={financeDisclaimer(site)}
            hrefOf={hrefOf}
            {...carPhoneCallbacks(car)}
            {...(showFavourite
              ? {
                  favourite: {
                    isSelected: favourites.isSaved(car.id),
                    onChange: () => favourites.toggle(car),
                  },
                }
              : {})}
          />
        </div>
        <div className="fc-car-detail__main">
          {/* An unavailable car's state (SOLD, Reserved) and its one action, Find Me Something Similar,
              are the sidebar's notice (§4): saying SOLD here too would say it twice. */}
          {isAvailable(car) && <p className="fc-car-detail__status">{statusOf(availability)}</p>}
          {watchlisted !== null && <WatchlistButton car={car} saved={watchlisted} />}
          {isAvailable(car) && (
            <CarActions
              car={car}
              context={context}
              currency={site.currency}
              shareUrl={new URL(`/cars/${car.slug}`, site.url).toString()}
              enquireLabel={site.config.labels.enquire}
              hrefOf={hrefOf}
            />
          )}
          <CarKeyFacts car={car} />
          {/* The phone is the sidebar's masked reveal (§4): printing it here would undo the mask. */}
          <h2>Where to see it</h2>
          <p>
            {car.location.location_name}, {car.location.city} {car.location.state}
          </p>
        </div>
      </div>
      <FavouritesDock site={site} />
    </article>
  )
}
