// The trucks home page's way into stock by the licence a driver holds: a fleet buyer and an
// owner-driver both start from what their drivers may drive.
import { AU_LICENCE_CLASSES, licenceClassLabel, NZ_LICENCE_CLASSES, type SiteConfig } from '@forecourt/domain'
import { searchHref } from '@forecourt/storefront'
import { LinkTiles } from '@forecourt/ui/link-tiles'

const HEAVY_VEHICLE_CLASSES = {
  AU: AU_LICENCE_CLASSES.filter((licenceClass) => licenceClass !== 'C'),
  NZ: NZ_LICENCE_CLASSES.filter((licenceClass) => licenceClass !== 'Class 1'),
} as const

export function LicenceClassTiles({ site }: { site: SiteConfig }) {
  return (
    <LinkTiles
      title="Shop by licence class"
      tiles={HEAVY_VEHICLE_CLASSES[site.region].map((licenceClass) => ({
        label: licenceClassLabel(licenceClass),
        href: searchHref(site, { licence_class: [licenceClass] }),
      }))}
    />
  )
}
