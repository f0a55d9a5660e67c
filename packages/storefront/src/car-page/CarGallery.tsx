import type { Car } from '@forecourt/domain'
import { ImageGallery } from '@forecourt/ui/image-gallery'

/** The car's photos; a car with only a primary image shows that one, a car with none shows nothing. */
export function CarGallery({ car }: { car: Car }) {
  const images = car.images.length > 0 ? car.images : car.primary_image_url ? [car.primary_image_url] : []
  return images.length > 0 ? <ImageGallery images={images} carName={car.name} /> : null
}
