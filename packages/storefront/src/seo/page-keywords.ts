// Page keywords (§3 "keywords"), derived rather than configured. A site page names the dealer, its
// group and franchise brand, what it sells and the cities it sells from; a car page names the car
// (make, make and model, year make model, with the badge), its body, its kind and where it is.
import { CAR_TYPES, type Car, familyProfileOf, type SiteConfig, selectLocations } from '@forecourt/domain'

/** What a family calls its stock in keywords: 'trucks', 'RVs', 'subscription cars'. */
const stockWord = (template: SiteConfig['template']) => {
  const words = familyProfileOf(template).vocabulary
  return template === 'subscriptions' ? words.searchHeading.toLowerCase() : words.plural
}

/** Each keyword once, trimmed, in order; empty ones dropped. */
function keywordList(candidates: readonly (string | null | undefined)[]): string[] {
  return [...new Set(candidates.map((keyword) => keyword?.trim() ?? '').filter(Boolean))]
}

/**
 * What the site sells: '{new|used|demo} {stock}' by its template's word for stock, leaving out new
 * or demo when the site's stock counts say it has none; subscriptions are not sold new or used.
 */
function stockKeywords(site: Pick<SiteConfig, 'template' | 'stock'>): string[] {
  const stock = stockWord(site.template)
  if (site.template === 'subscriptions') return [stock]
  const counts = site.stock?.car_types
  return CAR_TYPES.filter((type) => type === 'used' || !counts || counts[type] > 0).map(
    (type) => `${type} ${stock}`,
  )
}

export function siteKeywords(
  site: Pick<SiteConfig, 'name' | 'dealership_group' | 'manufacturer' | 'template' | 'stock' | 'locations'>,
): string[] {
  return keywordList([
    site.name,
    site.dealership_group,
    site.manufacturer?.name,
    ...stockKeywords(site),
    ...selectLocations(site.locations, 'all').map((location) => location.address.city),
  ])
}

export function carKeywords(site: Pick<SiteConfig, 'name' | 'template'>, car: Car): string[] {
  const makeModel = `${car.make} ${car.model}`
  return keywordList([
    car.make,
    makeModel,
    `${car.year} ${makeModel}`,
    car.badge ? `${makeModel} ${car.badge}` : null,
    car.simple_body,
    `${car.car_type} ${stockWord(site.template)}`,
    car.location.city,
    site.name,
  ])
}
