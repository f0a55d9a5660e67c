import { MOTORCYCLE_STYLES } from '@forecourt/domain'
import { SiteHeaderBlock, searchHref, useFrameData } from '@forecourt/storefront'

/** A motorcycle dealer's header: riders pick a style before a make, so the styles sit under the bar. */
export function MotorcyclesHeader() {
  const site = useFrameData()?.site
  const styles = site
    ? MOTORCYCLE_STYLES.map((style) => ({ label: style, href: searchHref(site, { simple_body: [style] }) }))
    : []
  return <SiteHeaderBlock quickLinks={{ label: 'Styles', links: styles }} />
}
