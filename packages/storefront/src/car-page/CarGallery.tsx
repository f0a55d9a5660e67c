import { type Car, carImageUrl } from '@forecourt/domain'
import { ImageGallery, type ImageUrlBuilder } from '@forecourt/ui/image-gallery'

// Every photo at the image CDN's width, quality and crop the gallery asks for (§7); the filter
// below leaves out any address the builder refuses, so the fallback is never reached.
const cdnImageUrl: ImageUrlBuilder = (src, params) => carImageUrl(src, params) ?? src

/** The car's photos; a car with only a primary image shows that one, a car with none shows nothing. */
export function CarGallery({ car }: { car: Car }) {
  const photos = car.images.length > 0 ? car.images : car.primary_image_url ? [car.primary_image_url] : []
  const images = photos.filter((src) => carImageUrl(src, { width: 1 }) !== null)
  return images.length > 0 ? <ImageGallery images={images} carName={car.name} imageUrl={cdnImageUrl} /> : null
}
