import { SiteHeaderBlock, searchLinks, useFrameData } from '@forecourt/storefront'

/** The bodies a truck buyer asks for most, one press from every page. */
const QUICK_BODIES = ['Prime Mover', 'Tipper', 'Tray', 'Pantech', 'Refrigerated'] as const

/** A trucks dealer's header: the site's own variant, with the common bodies under the bar. */
export function TrucksHeader() {
  const site = useFrameData()?.site
  const links = site ? searchLinks(site, 'simple_body', QUICK_BODIES) : []
  return <SiteHeaderBlock quickLinks={{ label: 'Popular bodies', links }} />
}
