// The first screen of a dealer's home page: who the dealer is, how much stock, where, and the
// search box — the heading every family's home page opens with.
import { type SiteConfig, siteSearchPath } from '@forecourt/domain'
import { Link } from 'react-aria-components'
import { StorefrontSearchBox } from '../search/StorefrontSearchBox.js'
import { TEMPLATE_COPY } from '../template-copy.js'

export interface HomeHeroProps {
  site: SiteConfig
  totalCars: number
}

export function HomeHero({ site, totalCars }: HomeHeroProps) {
  const { stock } = TEMPLATE_COPY[site.template]
  return (
    <section className="fc-hero" aria-labelledby="home-title">
      <h1 id="home-title">{site.name}</h1>
      <p>
        {totalCars} new, used and demo {stock} in stock
        {site.locations[0] ? ` at ${site.locations[0].address.city}` : ''}.
      </p>
      <StorefrontSearchBox site={site} />
      <Link className="fc-hero__cta" href={siteSearchPath(site)}>
        Search all {totalCars} {stock}
      </Link>
    </section>
  )
}
