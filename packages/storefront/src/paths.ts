import { type Car, type SiteConfig, siteSearchPath } from '@forecourt/domain'

/** Base path of a site's search listing (§2: by template, or the site's own). */
export function searchBasePath(site: Pick<SiteConfig, 'template' | 'search_path'>): string {
  return siteSearchPath(site)
}

export function carPath(car: Pick<Car, 'slug'>): string {
  return `/cars/${encodeURIComponent(car.slug)}`
}
