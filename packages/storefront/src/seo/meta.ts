// Page metadata (spec §3 "Page metadata"): title, description, type, image, canonical and keywords,
// Google's site verification when the site has one, and — on car pages — the assistant-facing
// tags (car-assistant-meta.ts). Structured data (§9) rides along as a `script:ld+json` descriptor,
// which React Router renders as <script type="application/ld+json"> with `<`, `>` and `&` escaped.
import { type Car, formatPrice, type JsonLdObject, type SiteConfig, siteLogoUrl } from '@forecourt/domain'
import { carImageSources } from '../images/car-image-sources.js'
import { carAssistantMeta } from './car-assistant-meta.js'
import { carKeywords, siteKeywords } from './page-keywords.js'

export type MetaTag =
  | {
      title?: string
      name?: string
      property?: string
      content?: string
      tagName?: 'link'
      rel?: string
      href?: string
    }
  | { 'script:ld+json': JsonLdObject }

export interface PageMetaExtras {
  /** Replaces the site's keywords (see page-keywords.ts). */
  keywords?: readonly string[]
  /** The page's own share image; the site's logo otherwise. */
  image?: string | null
  /** schema.org JSON-LD for the page (§9). */
  structuredData?: JsonLdObject
}

export function siteMeta(
  site: SiteConfig,
  title: string,
  path: string,
  description?: string,
  extras: PageMetaExtras = {},
): MetaTag[] {
  const image = extras.image ?? siteLogoUrl(site)
  const keywords = extras.keywords ?? siteKeywords(site)
  return [
    { title: `${title} | ${site.name}` },
    { name: 'description', content: description ?? `${site.name}: new, used and demo cars.` },
    ...(keywords.length > 0 ? [{ name: 'keywords', content: keywords.join(', ') }] : []),
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    ...(image ? [{ property: 'og:image', content: new URL(image, site.url).href }] : []),
    { tagName: 'link', rel: 'canonical', href: new URL(path, site.url).toString() },
    ...(site.google_site_verification
      ? [{ name: 'google-site-verification', content: site.google_site_verification }]
      : []),
    ...(extras.structuredData ? [{ 'script:ld+json': extras.structuredData }] : []),
  ]
}

export function carMeta(
  site: SiteConfig,
  car: Car,
  path: string,
  extras: Pick<PageMetaExtras, 'structuredData'> = {},
): MetaTag[] {
  const price = car.price > 0 ? ` for ${formatPrice(car.price, site.currency)}` : ''
  return [
    ...siteMeta(site, car.name, path, `${car.name}${price} at ${site.name}, ${car.location.city}.`, {
      keywords: carKeywords(site, car),
      // A refused photo address falls back to the logo rather than reach a crawler.
      image: carImageSources(car.primary_image_url, 'share')?.src ?? null,
      ...extras,
    }),
    ...carAssistantMeta(site, car),
  ]
}
