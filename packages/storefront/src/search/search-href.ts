import type { SiteConfig } from '@forecourt/domain'
import {
  createSearchRoute,
  EMPTY_ROUTE_STATE,
  type SearchRouteState,
  searchRouteConfigOf,
} from '@forecourt/search'

/**
 * The site's search page with filters on (a body type, licence class, RV type, the LAMS switch, a
 * price range) and an order, by the dealer's own search path where one says exactly that: the
 * links a family's tiles and the home page's picker use.
 */
export function searchHref(
  site: Pick<SiteConfig, 'search_path' | 'template' | 'search_paths'>,
  filters: Partial<Pick<SearchRouteState, 'refinementList' | 'toggle' | 'range' | 'sortBy'>> = {},
): string {
  return createSearchRoute({ ...EMPTY_ROUTE_STATE, ...filters }, searchRouteConfigOf(site, undefined))
}

/** Links into the stock, one per value of an attribute: a header's quick links, a page's tiles. */
export function searchLinks(
  site: Pick<SiteConfig, 'search_path' | 'template' | 'search_paths'>,
  attribute: string,
  values: readonly string[],
  labelOf: (value: string) => string = (value) => value,
): { label: string; href: string }[] {
  return values.map((value) => ({
    label: labelOf(value),
    href: searchHref(site, { refinementList: { [attribute]: [value] } }),
  }))
}
