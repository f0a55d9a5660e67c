// Page metadata (spec §3 "Page metadata"): title, description, canonical.
import { type Car, formatPrice, type SiteConfig } from '@forecourt/domain'

export interface MetaTag {
  title?: string
  name?: string
  property?: string
  content?: string
  tagName?: 'link'
  rel?: string
  href?: string
}

export function siteMeta(site: SiteConfig, title: string, path: string, description?: string): MetaTag[] {
  return [
    { title: `${title} | ${site.name}` },
    { name: 'description', content: description ?? `${site.name}: new, used and demo cars.` },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { tagName: 'link', rel: 'canonical', href: new URL(path, site.url).toString() },
  ]
}

export function carMeta(site: SiteConfig, car: Car, path: string): MetaTag[] {
  const price = car.price > 0 ? ` for ${formatPrice(car.price, site.currency)}` : ''
  return [
    ...siteMeta(site, car.name, path, `${car.name}${price} at ${site.name}, ${car.location.city}.`),
    ...(car.primary_image_url ? [{ property: 'og:image', content: car.primary_image_url }] : []),
  ]
}
