// The first screen of a dealer's home page: who the dealer is, how much stock, where, and the
// search box — the heading every family's home page opens with.
import { familyProfileOf, type SiteConfig, siteSearchPath } from '@forecourt/domain'
import { Link } from 'react-aria-components'
import { StorefrontSearchBox } from '../search/StorefrontSearchBox.js'

export interface HomeHeroProps {
  site: SiteConfig
  totalCars: number
}

export function HomeHero({ site, totalCars }: HomeHeroProps) {
  const words = familyProfileOf(site.template).vocabulary
  return (
    <section className="fc-Hero" aria-labelledby="home-title">
      <h1 id="home-title">{site.name}</h1>
      <p>
        {words.stockHeadline(totalCars)}
        {site.locations[0] ? ` at ${site.locations[0].address.city}` : ''}.
      </p>
      <StorefrontSearchBox site={site} />
      <Link className="fc-Hero-cta" href={siteSearchPath(site)}>
        {words.searchAll(totalCars)}
      </Link>
    </section>
  )
}
