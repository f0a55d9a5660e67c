import { MONEY_BACK_DAYS, MONEY_BACK_MAX_KM } from './constants.js'
import { z } from './zod.js'

/**
 * Pages one dealer or group has and others do not (§2: a group's handback guarantee and protection
 * plan, a brand's service booking, a product page). Their paths are the site's data, never names in
 * code: 'money-back-guarantee' shows the §9 used-car terms, 'service-booking' the Book a Service
 * form, 'text' the page's own text.
 */
const SITE_PAGE_KINDS = ['money-back-guarantee', 'service-booking', 'text'] as const

export const SitePageSchema = z.object({
  /** The path without its leading slash, e.g. 'handback-guarantee' or 'toyota-service'. */
  path: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, 'lower-case words and hyphens'),
  title: z.string().min(1),
  kind: z.enum(SITE_PAGE_KINDS),
  /** A 'text' page's paragraphs (blank lines between), or an introduction on the other kinds. */
  text: z.string().nullable().default(null),
})
export type SitePage = z.infer<typeof SitePageSchema>

/** The site's own page at `pathname` ('/handback-guarantee', a trailing slash allowed), or null. */
export function sitePageAt(pages: readonly SitePage[], pathname: string): SitePage | null {
  const path = pathname.replace(/^\/+|\/+$/g, '')
  return pages.find((page) => page.path === path) ?? null
}

/** A page's text as paragraphs: split on blank lines, trimmed, empty ones dropped. */
export function pageParagraphs(text: string | null): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

export interface MoneyBackTerms {
  summary: string
  conditions: string[]
  note: string
}

/**
 * The used-car money-back terms of §9: 14 days from the Delivery Date to return the car for a
 * refund or an exchange, on the conditions listed; for consumers only.
 */
export function moneyBackTerms(dealerName: string): MoneyBackTerms {
  return {
    summary: `Buy a used car from ${dealerName} and you have ${MONEY_BACK_DAYS} days from the Delivery Date to return it for your money back or exchange it for another car.`,
    conditions: [
      `The car is returned within ${MONEY_BACK_DAYS} days of the Delivery Date.`,
      `It has been driven no more than ${MONEY_BACK_MAX_KM} km since delivery.`,
      'It has at least a quarter of a tank of fuel.',
      'It comes back with all its keys, accessories and handbooks.',
      'It is in the same condition as when you bought it.',
      'It is free of any financial lien or encumbrance.',
    ],
    note: 'This guarantee is for consumers only; it does not apply to cars bought by a business or for resale.',
  }
}
