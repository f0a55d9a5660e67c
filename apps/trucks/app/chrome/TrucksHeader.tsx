import { SiteHeaderBlock, searchHref, useFrameData } from '@forecourt/storefront'

/** The bodies a truck buyer asks for most, one press from every page. */
const QUICK_BODIES = ['Prime Mover', 'Tipper', 'Tray', 'Pantech', 'Refrigerated'] as const

/** A trucks dealer's header: the site's own variant, with the common bodies under the bar. */
export function TrucksHeader() {
  const site = useFrameData()?.site
  const links = site
    ? QUICK_BODIES.map((body) => ({ label: body, href: searchHref(site, { simple_body: [body] }) }))
    : []
  return <SiteHeaderBlock quickLinks={{ label: 'Popular bodies', links }} />
}
