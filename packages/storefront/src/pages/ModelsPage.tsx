import { modelsBodyHref } from '@forecourt/domain'
import { Link } from '@forecourt/ui/link'
import { ModelCard } from '@forecourt/ui/model-card'
import type { BodyFilter } from '../dealer-pages/dealer-pages.server.js'
import type { SiteModel } from '../platform/platform-client.server.js'

export interface ModelsPageProps {
  bodies: BodyFilter[]
  /** The body the list is filtered by, or null for every model. */
  body: BodyFilter | null
  models: SiteModel[]
}

/** /models and /models?body=… (§2): the dealer's range as model cards, filtered by body type. */
export function ModelsPage({ bodies, body, models }: ModelsPageProps) {
  return (
    <div className="fc-Page fc-ModelsPage">
      <h1>{body ? `${body.label} models` : 'Our models'}</h1>
      {bodies.length > 0 && (
        <nav aria-label="Body types" className="fc-FilterLinks">
          <ul>
            {[{ label: 'All', slug: 'all' }, ...bodies].map((filter) => {
              const current = (body?.slug ?? 'all') === filter.slug
              return (
                <li key={filter.slug}>
                  <Link
                    href={modelsBodyHref(filter.slug === 'all' ? 'all' : filter.label)}
                    aria-current={current ? 'page' : undefined}
                    isStandalone
                  >
                    {filter.label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      )}
      <ModelGrid models={models} empty="There are no models to show yet." headingLevel={2} />
    </div>
  )
}

export function ModelGrid({
  models,
  empty,
  headingLevel,
}: {
  models: SiteModel[]
  empty: string
  /** 2 when the grid has no heading of its own. */
  headingLevel?: 2 | 3
}) {
  if (models.length === 0) return <p>{empty}</p>
  return (
    <ul className="fc-CardGrid">
      {models.map((model, index) => (
        <li key={model.slug}>
          <ModelCard model={model} headingLevel={headingLevel} loading={index < 3 ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  )
}
