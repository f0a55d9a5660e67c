// /watchlist (§2 'a watchlist page', §5): the signed-in shopper's saved cars on this site, each
// removable, and Sign out. Plain POST forms, so it works without JavaScript.
import { type Car, type SiteConfig, siteSearchPath } from '@forecourt/domain'
import { Button } from '@forecourt/ui/button'
import { ButtonLink } from '@forecourt/ui/button-link'
import { CarResultCard } from '@forecourt/ui/car-result-card'
import { Form } from 'react-router'
import { carResultCardProps } from '../result-cards/car-result-card-props.js'
import { ResultsFinanceNote } from '../result-cards/ResultsFinanceNote.js'

export interface WatchlistPageProps {
  site: SiteConfig
  phone: string
  cars: Car[]
  now: string
}

export function WatchlistPage({ site, phone, cars, now }: WatchlistPageProps) {
  return (
    <section className="fc-Watchlist" aria-labelledby="watchlist-heading">
      <h1 id="watchlist-heading">Your watchlist</h1>
      <p>Signed in as {phone}.</p>
      {cars.length === 0 ? (
        <>
          <p>No cars in your watchlist yet.</p>
          <ButtonLink href={siteSearchPath(site)}>Get Started</ButtonLink>
        </>
      ) : (
        <>
          <ul className="fc-Watchlist-cars">
            {cars.map((car) => (
              <li key={car.id}>
                <CarResultCard {...carResultCardProps(site, car)} now={new Date(now)} headingLevel={2} />
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="car_id" value={car.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    aria-label={`Remove ${car.name} from your watchlist`}
                  >
                    Remove
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
          <ResultsFinanceNote site={site} />
        </>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out" />
        <Button type="submit" variant="ghost">
          Sign out
        </Button>
      </Form>
    </section>
  )
}
