import { TOWABLE_RV_TYPES } from '@forecourt/domain'
import { SiteHeaderBlock, searchHref, useFrameData } from '@forecourt/storefront'

/** An RV dealer's header: towed or driven is the first split, so both kinds are one press away. */
export function RvsHeader() {
  const site = useFrameData()?.site
  const kinds = site
    ? [
        {
          label: 'Towed RVs',
          href: searchHref(site, { refinementList: { simple_body: [...TOWABLE_RV_TYPES] } }),
        },
        {
          label: 'Motorhomes and campervans',
          href: searchHref(site, { refinementList: { simple_body: ['Motorhome', 'Campervan'] } }),
        },
      ]
    : []
  return <SiteHeaderBlock quickLinks={{ label: 'RV kinds', links: kinds }} />
}
