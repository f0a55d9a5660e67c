import { useId } from 'react'
import { ButtonLink } from '../button-link/ButtonLink.js'
import './PromoSlide.css'

export interface PromoSlideProps {
  title: string
  text?: string | undefined
  /** Where the slide's one action goes (an offer, the finance page, a service booking). */
  href: string
  /** The action's words, e.g. 'See the offers'. */
  cta: string
  /** A picture beside the words; decorative, the title says what the slide is about. */
  imageUrl?: string | undefined
  /** The first slide's picture may be the page's largest paint: eager; the others lazy. */
  loading?: 'eager' | 'lazy'
  headingLevel?: 2 | 3
}

/**
 * One slide of the home page's hero carousel (§9 hero autoplay 3000 ms): a heading, a line of
 * text and one call to action, with an optional picture. The carousel moves it; it only lays out.
 */
export function PromoSlide({
  title,
  text,
  href,
  cta,
  imageUrl,
  loading = 'lazy',
  headingLevel = 2,
}: PromoSlideProps) {
  const headingId = useId()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <article
      className="fc-PromoSlide"
      aria-labelledby={headingId}
      data-with-image={imageUrl ? '' : undefined}
    >
      <div className="fc-PromoSlide-body">
        <Heading id={headingId} className="fc-PromoSlide-title">
          {title}
        </Heading>
        {text && <p className="fc-PromoSlide-text">{text}</p>}
        <ButtonLink href={href} className="fc-PromoSlide-action">
          {cta}
        </ButtonLink>
      </div>
      {imageUrl && (
        <img
          className="fc-PromoSlide-image"
          src={imageUrl}
          alt=""
          width={640}
          height={360}
          loading={loading}
          decoding="async"
          {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
        />
      )}
    </article>
  )
}
