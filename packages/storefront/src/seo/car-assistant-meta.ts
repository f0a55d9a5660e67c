// The assistant-facing tags of a car page (§3 "assistant-facing tags for message, car name, car id,
// checkout link, reserved flag, car category and dealership id"): plain <meta name> tags, so an
// assistant reading the page can act on the car without scraping it. The names are listed in the
// package README; the checkout link is there only when the car can be reserved online (§5).
import { type Car, canReserve, carEnquiryMessage, checkoutHref, type SiteConfig } from '@forecourt/domain'

type CarAssistantMetaName =
  | 'message'
  | 'car-name'
  | 'car-id'
  | 'checkout-link'
  | 'car-reserved'
  | 'car-category'
  | 'dealership-id'

export function carAssistantMeta(
  site: Pick<SiteConfig, 'url' | 'features'>,
  car: Car,
): { name: CarAssistantMetaName; content: string }[] {
  const reservable = canReserve(car, { checkoutEnabled: site.features.checkout })
  return [
    { name: 'message', content: carEnquiryMessage(car) },
    { name: 'car-name', content: car.name },
    { name: 'car-id', content: String(car.id) },
    ...(reservable
      ? [{ name: 'checkout-link' as const, content: new URL(checkoutHref(car.slug, site), site.url).href }]
      : []),
    { name: 'car-reserved', content: String(car.reserved) },
    { name: 'car-category', content: car.car_type },
    { name: 'dealership-id', content: String(car.dealership_id) },
  ]
}
