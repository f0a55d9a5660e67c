import { MOTORCYCLE_STYLES, type SiteConfig } from '@forecourt/domain'
import { searchHref } from '@forecourt/storefront'
import { LinkTiles } from '@forecourt/ui/link-tiles'

/** Riders shop by style first: naked, adventure, cruiser and the rest, each into the stock. */
export function StyleTiles({ site }: { site: SiteConfig }) {
  return (
    <LinkTiles
      title="Shop by style"
      tiles={MOTORCYCLE_STYLES.map((style) => ({
        label: style,
        href: searchHref(site, { simple_body: [style] }),
      }))}
    />
  )
}
