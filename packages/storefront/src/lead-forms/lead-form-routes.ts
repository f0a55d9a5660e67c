// Which lead form a page shows (§2 routes), from its path. One route module serves them all.
import { type SitePage, sitePageAt } from '@forecourt/domain'
import type { LeadFormId } from '@forecourt/forms'
import type { ShouldRevalidateFunctionArgs } from 'react-router'

/** Car action segments under /cars/{slug}/… and the form each opens. */
export const CAR_FORM_SEGMENTS = {
  enquire: 'enquiry',
  'test-drive': 'test-drive',
  finance: 'finance',
  question: 'question',
  photos: 'request-photos',
  similar: 'find-similar',
  subscribe: 'subscribe',
  book: 'rental-booking',
} as const satisfies Record<string, LeadFormId>

export type CarFormSegment = keyof typeof CAR_FORM_SEGMENTS

const PAGE_FORMS: Record<string, LeadFormId> = {
  contact: 'contact',
  'contact-us': 'contact',
  'finance-pre-approval': 'finance',
  valuations: 'sell-your-car',
  service: 'service',
  'instant-price': 'instant-price',
  careers: 'careers',
  'email-us': 'email-us',
}

/**
 * The form of a path, or null: /contact, /contact-us/{slug}, /cars/trade-in, /cars/{slug}/enquire, …
 * and a site's own service booking page (`config.pages`, e.g. a brand's /toyota-service).
 */
export function leadFormIdOf(pathname: string, sitePages: readonly SitePage[] = []): LeadFormId | null {
  const page = pathname.replace(/\.data$/, '')
  if (sitePageAt(sitePages, page)?.kind === 'service-booking') return 'service'
  const segments = page.split('/').filter(Boolean)
  const [first, second, third] = segments
  if (first === 'cars' && second === 'trade-in') return 'trade-in'
  if (first === 'cars' && third && Object.hasOwn(CAR_FORM_SEGMENTS, third))
    return CAR_FORM_SEGMENTS[third as CarFormSegment]
  return first && Object.hasOwn(PAGE_FORMS, first) ? (PAGE_FORMS[first] ?? null) : null
}

/** The query parameter naming the car a contact form is about (a fixed Enquire Now contact page). */
export const CONTACT_CAR_PARAM = 'car'

export function carFormHref(carSlug: string, segment: CarFormSegment): string {
  return `/cars/${encodeURIComponent(carSlug)}/${segment}`
}

/** A lead form route's `shouldRevalidate`: a saved step changes nothing the loader read, so
 * reloading it would only cost a platform call. */
export const leadFormShouldRevalidate = ({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (formMethod === 'POST' ? false : defaultShouldRevalidate)
