import type { LeadSite } from './lead-field-errors.js'
import type { LeadRequest } from './lead-request.js'

export type LeadDealership =
  | { kind: 'known'; id: number; slug: string }
  | { kind: 'unknown' }
  /** The lead named a dealership the site does not have. */
  | { kind: 'foreign' }

/**
 * The dealership a lead is for: the one it names, else the car's, else the named location's (the
 * email-us form sends only a location), else the site's only one. §5 asks for the dealership
 * only 'when several dealerships exist'; a car or a location already says which.
 */
export function leadDealership(
  request: Pick<LeadRequest, 'dealership_slug' | 'location'>,
  site: LeadSite,
  carDealershipSlug: string | null,
): LeadDealership {
  const dealerships = site.config.dealerships ?? []
  const named = request.dealership_slug?.trim()
  if (named) {
    const dealership = dealerships.find((entry) => entry.slug === named)
    return dealership ? { kind: 'known', id: dealership.id, slug: dealership.slug } : { kind: 'foreign' }
  }
  const wanted = request.location?.trim()
  const location = wanted
    ? site.config.locations.find((entry) => entry.name === wanted || entry.slug === wanted)
    : undefined
  const implied =
    carDealershipSlug ?? location?.dealership_slug ?? (dealerships.length === 1 ? dealerships[0]?.slug : null)
  const dealership = dealerships.find((entry) => entry.slug === implied)
  return dealership ? { kind: 'known', id: dealership.id, slug: dealership.slug } : { kind: 'unknown' }
}
