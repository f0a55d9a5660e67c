import {
  availabilityOf,
  type Car,
  type CarActionContext,
  canReserve,
  checkoutHref,
  enquiryFlowOf,
  type FinanceEstimate,
  financeEstimate,
  formatKm,
  type SiteConfig,
  telHref,
} from '@forecourt/domain'
import { CarDetailSidebar, type SidebarChoice } from '@forecourt/ui/car-detail-sidebar'
import { ImageGallery } from '@forecourt/ui/image-gallery'
import { Link } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { carFormHref } from '../lead-forms/lead-form-routes.js'
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

// The site config carries rates but no disclaimer text yet, so every dealer shows the same guide note.
const FINANCE_DISCLAIMER =
  'Repayments are an estimate only and a guide to what you might pay. They are not a quote or an offer of credit; fees, charges and approval criteria apply.'

/** The site's weekly estimate for this car (§9), or none when the site has no finance settings. */
function carFinanceEstimate(site: SiteConfig, car: Car): FinanceEstimate | undefined {
  if (!site.finance || car.price <= 0) return undefined
  return financeEstimate(car, {
    layout: site.finance.layout,
    annualRate: site.finance.annual_rate,
    comparisonRate: site.finance.comparison_rate,
    termYears: site.finance.term_years,
  })
}

/** Where the sidebar's choice goes: the existing lead forms, or checkout only when the car can be reserved (§5). */
function choiceHref(site: SiteConfig, car: Car, context: CarActionContext, choice: SidebarChoice): string {
  if (choice === 'reserve' && canReserve(car, context)) return checkoutHref(car.slug, site)
  if (choice === 'finance') return carFormHref(car.slug, 'finance')
  // §4: a Test Drive Only car's enquiry is a test drive.
  return carFormHref(car.slug, enquiryFlowOf(car) === 'test-drive' ? 'test-drive' : 'enquire')
}

export function CarDetailPage({ site, car }: CarDetailPageProps) {
  const navigate = useNavigate()
  const availability = availabilityOf(car)
  const context: CarActionContext = {
    checkoutEnabled: site.features.checkout,
    financeButton: site.features.finance_button,
  }
  const images = car.images.length > 0 ? car.images : car.primary_image_url ? [car.primary_image_url] : []
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
    <article className="fc-page fc-car-detail" aria-label={car.name}>
      <p>
        <Link href={searchBasePath(site)}>Back to search</Link>
      </p>
      <div className="fc-car-detail__layout">
        {images.length > 0 && (
          <div className="fc-car-detail__gallery">
            <ImageGallery images={images} carName={car.name} />
          </div>
        )}
        <div className="fc-car-detail__side">
          <CarDetailSidebar
            car={car}
            currency={site.currency}
            region={site.region}
            context={context}
            finance={carFinanceEstimate(site, car)}
            financeDisclaimer={FINANCE_DISCLAIMER}
            onContinue={(choice) => navigate(choiceHref(site, car, context, choice))}
            onFindSimilar={() => navigate(carFormHref(car.slug, 'similar'))}
          />
        </div>
        <div className="fc-car-detail__main">
          <p className="fc-car-detail__status">{AVAILABILITY_LABEL[availability]}</p>
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
            <a href={telHref(car.location.phone)}>{car.location.phone}</a>
          </p>
        </div>
      </div>
    </article>
  )
}
