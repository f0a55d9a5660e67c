import type { SiteConfig } from '@forecourt/domain'
import { CarResultCard } from '@forecourt/ui/car-result-card'
import { Link } from 'react-aria-components'
import { carPath } from '../paths.js'
import type { CarPage } from '../platform-client.js'

export interface SearchPageProps {
  site: SiteConfig
  result: CarPage
  now: string
  previousUrl: string | null
  nextUrl: string | null
}

export function SearchPage({ site, result, now, previousUrl, nextUrl }: SearchPageProps) {
  const today = new Date(now)
  const first = result.total === 0 ? 0 : (result.page - 1) * result.per_page + 1
  const last = Math.min(result.page * result.per_page, result.total)
  return (
    <div className="fc-page">
      <h1>New, used and demo cars</h1>
      <p role="status">
        {result.total === 0
          ? 'No cars match your search.'
          : `Showing ${first}–${last} of ${result.total} cars`}
      </p>
      <ul className="fc-card-grid" aria-label="Search results">
        {result.cars.map((car, index) => (
          <li key={car.id}>
            <CarResultCard
              car={car}
              href={carPath(car)}
              currency={site.currency}
              now={today}
              headingLevel={2}
              loading={index < 3 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      {(previousUrl || nextUrl) && (
        <nav className="fc-pagination" aria-label="Pagination">
          {previousUrl && (
            <Link href={previousUrl} rel="prev">
              Previous page
            </Link>
          )}
          <span>
            Page {result.page} of {result.total_pages}
          </span>
          {nextUrl && (
            <Link href={nextUrl} rel="next">
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}
