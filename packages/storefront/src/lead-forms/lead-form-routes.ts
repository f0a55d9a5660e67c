// Which lead form a page shows (§2 routes), from its path. One route module serves them all.
import { type SitePage, sitePageAt } from '@forecourt/domain'
import type { LeadFormId } from '@forecourt/forms'
import { matchPath, type ShouldRevalidateFunctionArgs } from 'react-router'

/** Lead form pages of §2; one route module serves them all, the form picked from the path. */
export const LEAD_FORM_PATHS = [
  'contact',
  'contact-us/:location',
  'email-us/:location',
  'finance-pre-approval',
  'valuations',
  'service',
  'instant-price',
  'careers',
  'cars/trade-in',
  'cars/:slug/:form',
] as const

/** The route parameters of a lead form page's path (the car's slug, the location's), as React
 * Router would give its loader; empty for a path that is not a lead form page. */
export function leadFormParamsOf(pathname: string): Record<string, string | undefined> {
  for (const pattern of LEAD_FORM_PATHS) {
    const match = matchPath(`/${pattern}`, pathname)
    if (match) return match.params
  }
  return {}
}

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
  return kitLeadFormIdOf(page)
}

/**
 * The form of one of the kit's own form paths, a site's pages aside: what a page's script can tell
 * from a link without the site's pages (whose rules would come with the domain's schemas).
 */
export function kitLeadFormIdOf(pathname: string): LeadFormId | null {
  const [first, second, third] = pathname.split('/').filter(Boolean)
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

/**
 * Whether a submission is a lead form's step, posted to a form page's action: by the form's own
 * page, or by the dialog a car or location page opens it in (LeadFormDialogs).
 */
export function isLeadFormPost({ formMethod, formAction }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod !== 'POST' || formAction === undefined) return false
  return kitLeadFormIdOf(new URL(formAction, 'http://site.invalid').pathname) !== null
}

/**
 * The `shouldRevalidate` of a page that opens lead forms in dialogs (the car and location pages): a
 * step sent from the dialog changes nothing the page read, and reloading it would cost a platform
 * call per step.
 */
export const dialogHostShouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  isLeadFormPost(args) ? false : args.defaultShouldRevalidate

/** A lead form route's `shouldRevalidate`: a saved step changes nothing the loader read, so
 * reloading it would only cost a platform call. */
export const leadFormShouldRevalidate = ({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (formMethod === 'POST' ? false : defaultShouldRevalidate)
