import type { SiteConfig } from '@forecourt/domain'
import { createSearchRoute, EMPTY_ROUTE_STATE, searchRouteConfigOf } from '@forecourt/search'

/**
 * The site's search page refined to `refinementList` (a body type, licence class, RV type), by the
 * dealer's own search path where one says exactly that: the links a family's home page tiles use.
 */
export function searchHref(
  site: Pick<SiteConfig, 'search_path' | 'template' | 'search_paths'>,
  refinementList: Record<string, string[]>,
): string {
  return createSearchRoute({ ...EMPTY_ROUTE_STATE, refinementList }, searchRouteConfigOf(site, undefined))
}
