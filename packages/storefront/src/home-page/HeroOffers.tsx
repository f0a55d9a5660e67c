import type { SiteConfig } from '@forecourt/domain'
import { Carousel } from '@forecourt/ui/carousel'
import { PromoSlide } from '@forecourt/ui/promo-slide'

/** The dealer's offers carousel from `config.hero_slides`; nothing when the site has none. */
export function HeroOffers({ site }: { site: SiteConfig }) {
  if (site.config.hero_slides.length === 0) return null
  return (
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
  )
}
