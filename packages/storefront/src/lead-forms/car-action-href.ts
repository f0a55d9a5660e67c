// The page each car action opens, shared by the car page and the result cards so a card's Quick
// Enquiry and Find Me Something Similar land on the same forms as the car page's own buttons.
import { type Car, checkoutHref, enquiryFlowOf, type SiteConfig } from '@forecourt/domain'
import type { CarActionRequest } from '@forecourt/ui/car-actions'
import { CONTACT_CAR_PARAM, carFormHref } from './lead-form-routes.js'

/**
 * The page each car action opens: its lead form, or checkout (§2 /cars/{slug}/checkout or
 * /buy-online). Links rather than callbacks, so every action works before and without JavaScript.
 * The ui blocks offer reserve only when the domain's `canReserve` holds (§5).
 */
export function carActionHref(
  site: Pick<SiteConfig, 'features' | 'config'>,
  car: Pick<Car, 'slug' | 'tag'>,
  action: CarActionRequest,
): string {
  switch (action) {
    case 'enquire': {
      // §4: a Test Drive Only car's enquiry is a test drive.
      if (enquiryFlowOf(car) === 'test-drive') return carFormHref(car.slug, 'test-drive')
      // §2: a dealer with a fixed /contact-us/{slug} for Enquire Now; the car goes along.
      const fixed = site.config.enquiry.fixed_contact_slug
      return fixed ? contactUsCarHref(fixed, car.slug) : carFormHref(car.slug, 'enquire')
    }
    case 'test-drive':
      return carFormHref(car.slug, 'test-drive')
    case 'finance':
      return carFormHref(car.slug, 'finance')
    case 'question':
      return carFormHref(car.slug, 'question')
    case 'request-photos':
      return carFormHref(car.slug, 'photos')
    case 'reserve':
      return checkoutHref(car.slug, site)
    case 'subscribe':
      return carFormHref(car.slug, 'subscribe')
    case 'book':
      return carFormHref(car.slug, 'book')
    case 'find-similar':
      return carFormHref(car.slug, 'similar')
  }
}

function contactUsCarHref(contactSlug: string, carSlug: string): string {
  return `/contact-us/${encodeURIComponent(contactSlug)}?${CONTACT_CAR_PARAM}=${encodeURIComponent(carSlug)}`
}
