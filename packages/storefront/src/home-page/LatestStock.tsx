import type { Car, SiteConfig } from '@forecourt/domain'
import { CarResultCard } from '@forecourt/ui/car-result-card'
import { carResultCardProps } from '../result-cards/car-result-card-props.js'
import { ResultsFinanceNote } from '../result-cards/ResultsFinanceNote.js'

export interface LatestStockProps {
  site: SiteConfig
  cars: Car[]
  /** When the page was rendered, for the 8-day New tag (§4). */
  now: string
  heading: string
}

/** A grid of the newest cars as result cards, with the finance footnote their estimates need. */
export function LatestStock({ site, cars, now, heading }: LatestStockProps) {
  const today = new Date(now)
  return (
    <section aria-labelledby="latest-title">
      <h2 id="latest-title">{heading}</h2>
      <ul className="fc-CardGrid">
        {cars.map((car, index) => (
          <li key={car.id}>
            <CarResultCard
              {...carResultCardProps(site, car)}
              now={today}
              loading={index < 2 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      <ResultsFinanceNote site={site} />
    </section>
  )
}
