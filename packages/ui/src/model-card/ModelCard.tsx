import { type Model, modelCardText } from '@forecourt/domain'
import { useId } from 'react'
import { Link } from 'react-aria-components/Link'
import { Badge } from '../badge/Badge.js'
import './ModelCard.css'

export interface ModelCardProps {
  model: Model
  /** Where the card leads; the model's own page (domain `modelCardText`) when not given. */
  href?: string
  loading?: 'eager' | 'lazy'
  /** 2 when the list has no heading of its own. */
  headingLevel?: 2 | 3
}

/**
 * A model of the dealer's range (§3 Model): photo, 'ALL-NEW' before the name for a new model, the
 * HYBRID marker and the short description cut at 75 characters — the wording is the domain's. The
 * whole card follows its one link.
 */
export function ModelCard({ model, href, loading = 'lazy', headingLevel = 3 }: ModelCardProps) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const text = modelCardText(model)
  return (
    <article className="fc-ModelCard" aria-labelledby={headingId}>
      <div className="fc-ModelCard-media">
        {model.image?.url ? (
          // Decorative: the heading names the model.
          <img
            className="fc-ModelCard-image"
            src={model.image.url}
            alt=""
            loading={loading}
            decoding="async"
          />
        ) : null}
      </div>
      <div className="fc-ModelCard-body">
        <Heading id={headingId} className="fc-ModelCard-title">
          <Link className="fc-ModelCard-link" href={href ?? text.href}>
            {text.prefix && <span className="fc-ModelCard-prefix">{text.prefix} </span>}
            {text.name}
          </Link>
        </Heading>
        {text.marker && <Badge tone="success">{text.marker}</Badge>}
        {text.description && <p className="fc-ModelCard-description">{text.description}</p>}
      </div>
    </article>
  )
}
