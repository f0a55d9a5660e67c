import { type Car, type SiteConfig, siteSearchPath } from '@forecourt/domain'
import { CarResultCard } from '@forecourt/ui/car-result-card'
import { Carousel } from '@forecourt/ui/carousel'
import { PromoSlide } from '@forecourt/ui/promo-slide'
import { Link } from 'react-aria-components'
import { useRouteLoaderData } from 'react-router'
import { SiteLocations } from '../dealer-pages/SiteLocations.js'
import { carResultCardProps } from '../result-cards/car-result-card-props.js'
import { ResultsFinanceNote } from '../result-cards/ResultsFinanceNote.js'
import { StorefrontSearchBox } from '../search/StorefrontSearchBox.js'
import { TEMPLATE_COPY } from '../template-copy.js'

export interface HomePageProps {
  site: SiteConfig
  cars: Car[]
  totalCars: number
  now: string
}

export function HomePage({ site, cars, totalCars, now }: HomePageProps) {
  const today = new Date(now)
  // The dealer's date for holiday hours on the location cards, from the frame's loader.
  const dealerToday = (useRouteLoaderData('root') as { today?: string } | undefined)?.today
  return (
    <div className="fc-page">
      <section className="fc-hero" aria-labelledby="home-title">
        <h1 id="home-title">{site.name}</h1>
        <p>
          {totalCars} new, used and demo {TEMPLATE_COPY[site.template].stock} in stock
          {site.locations[0] ? ` at ${site.locations[0].address.city}` : ''}.
        </p>
        <StorefrontSearchBox site={site} />
        <Link className="fc-hero__cta" href={siteSearchPath(site)}>
          Search all {totalCars} {TEMPLATE_COPY[site.template].stock}
        </Link>
      </section>
      {site.config.hero_slides.length > 0 && (
        // §9: the hero carousel moves every 3000 ms (paused on hover, focus or reduced motion).
        <Carousel
          label="Offers"
          autoplay
          slides={site.config.hero_slides.map((slide, index) => ({
            key: `${index}-${slide.title}`,
            content: (
              <PromoSlide
                title={slide.title}
                text={slide.text ?? undefined}
                href={slide.href}
                cta={slide.cta}
                imageUrl={slide.image_url ?? undefined}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            ),
          }))}
        />
      )}
      <section aria-labelledby="latest-title">
        <h2 id="latest-title">Latest arrivals</h2>
        <ul className="fc-card-grid">
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
      {/* §2: several locations make the 'Our Locations' carousel, each with 'View Location'. */}
      {dealerToday && site.locations.length > 1 && (
        <SiteLocations site={site} selection="all" today={dealerToday} layout="carousel" />
      )}
    </div>
  )
}
