import { type Car, type SiteConfig, siteSearchPath } from '@forecourt/domain'
import { CarResultCard } from '@forecourt/ui/car-result-card'
import { Link } from '@forecourt/ui/link'
import { carResultCardProps } from '../result-cards/car-result-card-props.js'
import { ResultsFinanceNote } from '../result-cards/ResultsFinanceNote.js'

export interface StockPageProps {
  site: SiteConfig
  title: string
  /** The page's own path, for its page links. */
  path: string
  cars: Car[]
  total: number
  page: number
  totalPages: number
  now: string
}

/** /special-offers and /electric-cars (§2): one page of the stock the page is about, with page links. */
export function StockPage({ site, title, path, cars, total, page, totalPages, now }: StockPageProps) {
  const today = new Date(now)
  const pageHref = (number: number) => (number > 1 ? `${path}?page=${number}` : path)
  return (
    <div className="fc-Page fc-StockPage">
      <h1>{title}</h1>
      {cars.length === 0 ? (
        <p>
          Nothing here right now. <Link href={siteSearchPath(site)}>Browse all our stock</Link>.
        </p>
      ) : (
        <>
          <p role="status">
            {total} {total === 1 ? 'vehicle' : 'vehicles'}
          </p>
          <ul className="fc-CardGrid">
            {cars.map((car, index) => (
              <li key={car.id}>
                <CarResultCard
                  {...carResultCardProps(site, car)}
                  now={today}
                  headingLevel={2}
                  loading={index < 2 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
          <ResultsFinanceNote site={site} />
        </>
      )}
      {totalPages > 1 && (
        <nav className="fc-Pagination" aria-label="Pagination">
          {page > 1 && <Link href={pageHref(page - 1)}>Previous page</Link>}
          <span>
            Page {page} of {totalPages}
          </span>
          {page < totalPages && <Link href={pageHref(page + 1)}>Next page</Link>}
        </nav>
      )}
    </div>
  )
}
