import { MOTORCYCLE_STYLES } from '@forecourt/domain'
import { SiteHeaderBlock, searchLinks, useFrameData } from '@forecourt/storefront'

/** A motorcycle dealer's header: riders pick a style before a make, so the styles sit under the bar. */
export function MotorcyclesHeader() {
  const site = useFrameData()?.site
  return (
    <SiteHeaderBlock
      quickLinks={{ label: 'Styles', links: site ? searchLinks(site, 'simple_body', MOTORCYCLE_STYLES) : [] }}
    />
  )
}
