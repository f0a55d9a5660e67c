import { type Car, carSpecifications, type SiteConfig } from '@forecourt/domain'

/**
 * 'Key details' of a car page and its printable page: the rows the site's family profile lists for
 * its vehicles (a truck's GVM and licence class, a motorcycle's capacity, an RV's berths), as a
 * description list; a row the vehicle does not have is left out.
 */
export function CarSpecifications({ site, car }: { site: SiteConfig; car: Car }) {
  return (
    <>
      <h2>Key details</h2>
      <dl className="fc-Facts">
        {carSpecifications(car, site).map(({ attribute, label, value }) => (
          <div key={attribute}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
