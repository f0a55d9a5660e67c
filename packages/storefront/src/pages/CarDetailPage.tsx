import { availabilityOf, type Car, formatKm, formatPrice, type SiteConfig } from '@forecourt/domain'
import { Link } from 'react-aria-components'
import { searchBasePath } from '../paths.js'
import { CarLeadActions } from './CarLeadActions.js'

export interface CarDetailPageProps {
  site: SiteConfig
  car: Car
  now: string
}

const AVAILABILITY_LABEL = {
  in_stock: 'In stock',
  coming_soon: 'Coming soon',
  reserved: 'Reserved',
  sold: 'SOLD',
} as const

export function CarDetailPage({ site, car }: CarDetailPageProps) {
  const availability = availabilityOf(car)
  const facts: [string, string | number | null][] = [
    ['Year', car.year],
    ['Kilometres', formatKm(car.km)],
    ['Transmission', car.simple_transmission],
    ['Body', car.simple_body],
    ['Fuel', car.simple_fuel],
    ['Drive', car.simple_drive],
    ['Seats', car.seats],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
  ]
  return (
    <article className="fc-page fc-car-detail" aria-labelledby="car-title">
      <p>
        <Link href={searchBasePath(site)}>Back to search</Link>
      </p>
      <h1 id="car-title">{car.name}</h1>
      <p className="fc-car-detail__status">{AVAILABILITY_LABEL[availability]}</p>
      {car.primary_image_url && (
        <img
          className="fc-car-detail__image"
          src={car.primary_image_url}
          alt={car.name}
          width={960}
          height={640}
          fetchPriority="high"
        />
      )}
      <p className="fc-car-detail__price">
        <strong>{car.price > 0 ? formatPrice(car.price, site.currency) : 'Price on application'}</strong>{' '}
        <span>{car.price_type}</span>
      </p>
      <CarLeadActions site={site} car={car} />
      <h2>Key details</h2>
      <dl className="fc-facts">
        {facts
          .filter((fact): fact is [string, string | number] => fact[1] !== null && fact[1] !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h2>Where to see it</h2>
      <p>
        {car.location.location_name}, {car.location.city} {car.location.state} ·{' '}
        <a href={`tel:${car.location.phone.replace(/[\s()+]/g, '')}`}>{car.location.phone}</a>
      </p>
    </article>
  )
}
