import type { SiteConfig } from '@forecourt/domain'
import { LinkTiles } from '@forecourt/ui/link-tiles'
import { searchLinks } from '../search/search-href.js'

export interface SearchTilesProps {
  site: SiteConfig
  title: string
  /** The search attribute each tile refines (simple_body, licence_class). */
  attribute: string
  values: readonly string[]
  /** How a value reads on its tile; the value itself when not given. */
  labelOf?: (value: string) => string
  /** One line under a tile's label: what the shopper finds there. */
  describe?: (value: string) => string
}

/** A titled grid of ways into the stock, one tile per value of an attribute: bodies, styles, classes. */
export function SearchTiles({ site, title, attribute, values, labelOf, describe }: SearchTilesProps) {
  return (
    <LinkTiles
      title={title}
      tiles={searchLinks(site, attribute, values, labelOf).map((link, index) => {
        const value = values[index] ?? ''
        return describe ? { ...link, description: describe(value) } : link
      })}
    />
  )
}
