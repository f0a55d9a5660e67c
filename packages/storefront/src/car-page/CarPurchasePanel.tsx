// The car page's sidebar (§2 Car detail sidebar): title, price, views, the favourite control, the
// family's key facts (a truck's licence class and GVM, a caravan's berths and ATM), the finance
// box with the site's estimate and disclaimer, the masked phone, and the actions menu.
import {
  type Car,
  canShowFavourite,
  carSummaryFacts,
  financeDisclaimer,
  type SiteConfig,
  siteFinanceEstimate,
} from '@forecourt/domain'
import { CarDetailSidebar } from '@forecourt/ui/car-detail-sidebar'
import { useFavourites } from '../favourites/useFavourites.js'
import { carPhoneCallbacks } from '../phone-reveal/car-phone-callbacks.js'
import { carActionContextOf, carActionHrefs } from './car-action-context.js'
import { listingHeadline } from './listing-headline.js'

export function CarPurchasePanel({ site, car }: { site: SiteConfig; car: Car }) {
  const favourites = useFavourites(site)
  const showFavourite =
    favourites.enabled &&
    canShowFavourite(car, {
      compareMode: false,
      soldStateAllowed: site.features.sold_favourites,
      compareUsedOnly: site.features.compare_used_only,
    })
  return (
    <CarDetailSidebar
      car={car}
      currency={site.currency}
      price={listingHeadline(site, car)}
      facts={carSummaryFacts(car, site)}
      region={site.region}
      context={carActionContextOf(site)}
      finance={siteFinanceEstimate(car, site.finance)}
      financeDisclaimer={financeDisclaimer(site)}
      hrefOf={carActionHrefs(site, car)}
      {...carPhoneCallbacks(car)}
      {...(showFavourite
        ? { favourite: { isSelected: favourites.isSaved(car.id), onChange: () => favourites.toggle(car) } }
        : {})}
    />
  )
}
