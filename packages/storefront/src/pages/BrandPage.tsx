import { ButtonLink } from '@forecourt/ui/button-link'
import type { SiteManufacturer, SiteModel } from '../platform/platform-client.server.js'
import { ModelGrid } from './ModelsPage.js'

export interface BrandPageProps {
  brand: SiteManufacturer
  models: SiteModel[]
  /** The brand's friendly stock search, /search/{make} (§2). */
  searchHref: string
}

/** /brands/{slug} (§2): a brand the dealer stocks, its models and a way into its stock. */
export function BrandPage({ brand, models, searchHref }: BrandPageProps) {
  return (
    <div className="fc-Page fc-BrandPage">
      <h1>{brand.name}</h1>
      <p>
        {brand.car_count} {brand.name} {brand.car_count === 1 ? 'vehicle' : 'vehicles'} in stock.
      </p>
      <ButtonLink href={searchHref}>Search {brand.name} stock</ButtonLink>
      <section aria-labelledby="brand-models">
        <h2 id="brand-models">{brand.name} models</h2>
        <ModelGrid models={models} empty={`Ask us about the ${brand.name} range.`} />
      </section>
    </div>
  )
}
