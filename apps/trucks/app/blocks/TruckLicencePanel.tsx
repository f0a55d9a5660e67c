// A truck's page says up front which licence drives it and the masses that decide it: the first
// question from anyone buying for a driver.
import { type Car, formatKg, licenceClassLabel, type SiteConfig, truckLicenceClass } from '@forecourt/domain'
import { InfoPanel } from '@forecourt/ui/info-panel'

export function TruckLicencePanel({ site, car }: { site: SiteConfig; car: Car }) {
  if (car.specs.kind !== 'truck') return null
  const truck = car.specs
  const licence = licenceClassLabel(truckLicenceClass(truck, car.simple_body, site.region))
  return (
    <InfoPanel
      title="Licence and masses"
      tone="highlight"
      intro={<p>Driven on a {licence} licence or higher.</p>}
      facts={[
        { label: 'Licence class', value: licence },
        { label: 'GVM', value: formatKg(truck.gvm_kg) },
        { label: 'GCM', value: truck.gcm_kg === null ? 'Not rated to tow' : formatKg(truck.gcm_kg) },
        { label: 'Axle configuration', value: truck.axle_configuration },
      ]}
    />
  )
}
