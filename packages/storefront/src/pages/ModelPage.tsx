import { modelCardText } from '@forecourt/domain'
import { Badge } from '@forecourt/ui/badge'
import { ButtonLink } from '@forecourt/ui/button-link'
import { Link } from '@forecourt/ui/link'
import type { SiteManufacturer, SiteModel } from '../platform/platform-client.server.js'

export interface ModelPageProps {
  model: SiteModel
  /** The model's brand when the site stocks it, for a link to its brand page. */
  brand: SiteManufacturer | null
  /** A stock search for the model. */
  searchHref: string
  /** "Reserve this model" with its deposit, where the site takes model deposits (issue 16 row 11). */
  reserve?: { href: string; label: string } | null
}

/** /{model slug} (§2 model pages): the model's photo, description, markers and a way into its stock. */
export function ModelPage({ model, brand, searchHref, reserve = null }: ModelPageProps) {
  const text = modelCardText(model)
  return (
    <div className="fc-Page fc-ModelPage">
      <h1>
        {text.prefix && `${text.prefix} `}
        {model.name}
      </h1>
      {text.marker && <Badge tone="success">{text.marker}</Badge>}
      {model.image?.url && (
        <img className="fc-ModelPage-image" src={model.image.url} alt={model.name} width={640} height={360} />
      )}
      {model.short_description && <p>{model.short_description}</p>}
      <p className="fc-ModelPage-actions">
        {reserve && (
          <>
            <ButtonLink href={reserve.href} variant="primary">
              {reserve.label}
            </ButtonLink>{' '}
          </>
        )}
        <ButtonLink href={searchHref}>Search {model.name} stock</ButtonLink>{' '}
        <ButtonLink href="/contact" variant="secondary">
          Enquire about the {model.name}
        </ButtonLink>
      </p>
      {brand && (
        <p>
          <Link href={`/brands/${brand.slug}`}>More from {brand.name}</Link>
        </p>
      )}
    </div>
  )
}
