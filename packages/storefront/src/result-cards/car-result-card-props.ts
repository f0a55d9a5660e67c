// What a site's result card shows for a car, built once for every list of cards the storefront
// renders (search, latest arrivals, stock pages, favourites, watchlist), so no list drifts from
// the others. Each list adds only what is its own: heading level, image loading, a favourite toggle.
import { type Car, resultCardChips, type SiteConfig, siteFinanceEstimate } from '@forecourt/domain'
import type { CarResultCardProps } from '@forecourt/ui/car-result-card'
import { listingHeadline } from '../car-page/listing-headline.js'
import { carImageSources } from '../images/car-image-sources.js'
import { carActionHref } from '../lead-forms/car-action-href.js'
import { carPath } from '../paths.js'

export type SiteCarResultCardProps = Pick<
  CarResultCardProps,
  | 'car'
  | 'href'
  | 'currency'
  | 'finance'
  | 'quickEnquiryHref'
  | 'findSimilarHref'
  | 'attributes'
  | 'price'
  | 'image'
>

/**
 * §2 search result card: the car's page, the site's weekly estimate (§9, none without finance
 * settings), Quick Enquiry as a link to the car's enquiry form (the test-drive form for a Test
 * Drive Only car, §4) and, for a sold or reserved car, Find Me Something Similar to the prefilled
 * similar-car form (§4, §9) — the same forms the car page's own buttons open. Links, so every
 * card works before and without JavaScript. The chips and the price are the family's: a truck's
 * GVM and licence class, a subscription's weekly price (issue 11). The photo comes from the image
 * CDN at the card's widths (§7).
 */
export function carResultCardProps(site: SiteConfig, car: Car): SiteCarResultCardProps {
  return {
    car,
    href: carPath(car),
    currency: site.currency,
    finance: siteFinanceEstimate(car, site.finance),
    quickEnquiryHref: carActionHref(site, car, 'enquire'),
    findSimilarHref: carActionHref(site, car, 'find-similar'),
    attributes: resultCardChips(car, site),
    price: listingHeadline(site, car),
    image: carImageSources(car.primary_image_url, 'card'),
  }
}
