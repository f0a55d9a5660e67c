// Paths of the saved-cars pages (§2).
import type { SiteConfig } from '@forecourt/domain'
import { DEFAULT_FAVOURITES_PATH } from '@forecourt/domain'

export const COMPARE_PATH = '/compare'

/** The cars behind saved ids, for the favourites and compare pages (a resource route). */
export const SAVED_CARS_PATH = '/favourites/cars'

/** Most saved cars one request resolves; more than any strip or table shows. */
export const SAVED_CARS_LIMIT = 50

/** Whether `pathname` is the site's own favourites path, where that is not the default one (§2). */
export function isTenantFavouritesPath(site: Pick<SiteConfig, 'config'>, pathname: string): boolean {
  const own = site.config.favourites_path
  return own !== DEFAULT_FAVOURITES_PATH && pathname.replace(/\/+$/, '') === own.replace(/\/+$/, '')
}
