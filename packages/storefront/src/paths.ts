import type { Car, SiteConfig } from '@forecourt/domain'
import { DEFAULT_SEARCH_BASE_PATH } from '@forecourt/search'

/** Base path of a site's search listing (spec §2). Per-template paths arrive with the search issue. */
export function searchBasePath(_site: Pick<SiteConfig, 'template' | 'slug'>): string {
  return DEFAULT_SEARCH_BASE_PATH
}

export function carPath(car: Pick<Car, 'slug'>): string {
  return `/cars/${encodeURIComponent(car.slug)}`
}
