import { RV_TYPES, type SiteConfig } from '@forecourt/domain'
import { searchHref } from '@forecourt/storefront'
import { LinkTiles } from '@forecourt/ui/link-tiles'

const WHAT_EACH_IS: Record<(typeof RV_TYPES)[number], string> = {
  Caravan: 'Towed, a hard roof and a full fit-out',
  'Pop Top': 'Towed, a roof that lifts at camp',
  'Camper Trailer': 'Towed, folds out into a tent',
  'Hybrid Camper': 'Towed, compact and built for tracks',
  'Fifth Wheeler': 'Hitched to a ute tray',
  Motorhome: 'Drives itself, room for a family',
  Campervan: 'Drives itself, parks like a van',
}

/** The first choice an RV buyer makes: towed or driven, and how much of a home. */
export function RvTypeTiles({ site }: { site: SiteConfig }) {
  return (
    <LinkTiles
      title="Shop by type"
      tiles={RV_TYPES.map((type) => ({
        label: type,
        description: WHAT_EACH_IS[type],
        href: searchHref(site, { simple_body: [type] }),
      }))}
    />
  )
}
