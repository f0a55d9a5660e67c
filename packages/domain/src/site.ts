import { SEARCH_INDEX_NAME } from './constants.js'
import type { SiteConfig, Template } from './schemas/site.js'
import { DEFAULT_SEARCH_PATH, TEMPLATE_SEARCH_PATHS } from './search-attributes.js'

export type { SiteConfig, SiteConfigInput, SiteConfigResult, Template } from './schemas/site.js'

export const TEMPLATES = ['cars', 'trucks', 'motorcycles', 'rvs', 'subscriptions'] as const
/** Payment providers a site can use (§3); `test` is the local demo processor. */
export const PAYMENT_PROVIDERS = ['stripe', 'till', 'st_george', 'test'] as const
/** Finance providers a site can use (§3). */
export const FINANCE_PROVIDERS = [
  'Taurus',
  'Powertorque',
  'AusLoans',
  'Angle',
  '360 Finance',
  'Nissan Finance',
  'Manual',
] as const

/** The site's logo whichever form the producer used (`logo_url` or the spec's `logo.url`). */
export function siteLogoUrl(site: Pick<SiteConfig, 'logo_url' | 'logo'>): string | null {
  return site.logo_url ?? site.logo?.url ?? null
}

/** Search base path: the site's own (slug-specific), else its template's, else the default (§2). */
export function siteSearchPath(site: Pick<SiteConfig, 'search_path'> & { template?: Template }): string {
  return site.search_path ?? (site.template ? TEMPLATE_SEARCH_PATHS[site.template] : DEFAULT_SEARCH_PATH)
}

/** Reserve-online path for a car (§2): /cars/{slug}/checkout or /cars/{slug}/buy-online. */
export function checkoutHref(carSlug: string, site: Pick<SiteConfig, 'features'>): string {
  return `/cars/${carSlug}/${site.features.checkout_path}`
}

/** The index a site searches: its configured one, else the spec's Car_production (§7). */
export function siteSearchIndex(search: { index?: string | undefined } | null | undefined): string {
  return search?.index ?? SEARCH_INDEX_NAME
}
