// Which structured data (§9) a page carries: the site's graph on the home page, the locations it
// shows on a location page, the car on a car page. The builders are the domain's; this file adds
// what only the storefront knows — page URLs and where the site's search lives.
import {
  type Car,
  carStructuredData,
  type JsonLdObject,
  type SiteConfig,
  siteStructuredData,
} from '@forecourt/domain'
import { initialSearchHref, initialSearchOf } from '@forecourt/search'
import { carPath } from '../paths.js'

const SEARCH_TERM = '{search_term_string}'

/**
 * The URL the site's own search box sends a query to (§2: the `query` parameter on the site's
 * search path, plus its suffix), with the placeholder a search engine fills in left unencoded.
 */
export function searchUrlTemplate(site: SiteConfig): string {
  const href = initialSearchHref(initialSearchOf(site), SEARCH_TERM)
  return new URL(href.replace(encodeURIComponent(SEARCH_TERM), SEARCH_TERM), site.url).href
}

export function homeStructuredData(site: SiteConfig): JsonLdObject {
  return siteStructuredData(site, { searchUrlTemplate: searchUrlTemplate(site) })
}

export function carPageStructuredData(site: SiteConfig, car: Car): JsonLdObject {
  return carStructuredData(site, car, new URL(carPath(car), site.url).href)
}
