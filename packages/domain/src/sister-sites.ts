import { externalHref } from './external-href.js'
import type { SiteConfig } from './schemas/site.js'

/** One of the group's other sites, ready to link (§3 dealership_websites). */
export interface SisterSite {
  name: string
  href: string
  /** The brand the site sells, when it has one (§3 dealership_websites.make). */
  make: string | null
}

// www.example.com and example.com are the same site to a shopper.
const siteHost = (href: string) => new URL(href).hostname.toLowerCase().replace(/^www\./, '')

const ownHost = (url: string) => {
  const href = externalHref(url)
  return href === null ? null : siteHost(href)
}

/**
 * The group's other sites for the footer (§3 dealership_websites): only safe http(s) links with a
 * name, never the site itself (a group's list usually names every site, this one too — matched by
 * host, or by name for a list that holds another alias of this site), each host once, in the
 * config's order.
 */
export function sisterSites(site: Pick<SiteConfig, 'url' | 'name' | 'dealership_websites'>): SisterSite[] {
  const seen = new Set<string>()
  const own = ownHost(site.url)
  if (own !== null) seen.add(own)
  const ownName = site.name.trim().toLowerCase()
  return site.dealership_websites.flatMap((website) => {
    const href = externalHref(website.url)
    const name = website.name.trim()
    if (href === null || name === '' || name.toLowerCase() === ownName) return []
    const host = siteHost(href)
    if (seen.has(host)) return []
    seen.add(host)
    return [{ name, href, make: website.make?.trim() || null }]
  })
}
