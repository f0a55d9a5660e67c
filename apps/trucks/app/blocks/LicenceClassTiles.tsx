// The trucks home page's way into stock by the licence a driver holds: a fleet buyer and an
// owner-driver both start from what their drivers may drive.
import {
  AU_LICENCE_CLASSES,
  isLicenceClass,
  licenceClassLabel,
  NZ_LICENCE_CLASSES,
  type SiteConfig,
} from '@forecourt/domain'
import { SearchTiles } from '@forecourt/storefront'

const HEAVY_VEHICLE_CLASSES = {
  AU: AU_LICENCE_CLASSES.filter((licenceClass) => licenceClass !== 'C'),
  NZ: NZ_LICENCE_CLASSES.filter((licenceClass) => licenceClass !== 'Class 1'),
} as const

export function LicenceClassTiles({ site }: { site: SiteConfig }) {
  return (
    <SearchTiles
      site={site}
      title="Shop by licence class"
      attribute="licence_class"
      values={HEAVY_VEHICLE_CLASSES[site.region]}
      labelOf={(value) => (isLicenceClass(value) ? licenceClassLabel(value) : value)}
    />
  )
}
