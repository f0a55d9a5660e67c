// The numeric ranges a shopper narrows any vehicle listing by (issue 16 row 4): price, kilometres,
// year and seats — the ranges §2's filter chips name. Each family's profile lists the ones that
// apply to its vehicles (a motorcycle has no seats, a subscription no price to buy at). The
// slider's ends are the index's own minimum and maximum (facets_stats), never fixed bounds.
import type { FamilyFacet, PriceSlider } from './family-profile.js'

/**
 * The price range over the family's price attribute, stepping as its price slider does. 'Price
 * range', since the price_range buckets (§5) keep the name 'Price' beside it.
 */
export function priceRangeFacet(slider: Pick<PriceSlider, 'step'>): FamilyFacet {
  return { attribute: 'price', label: 'Price range', kind: 'range', unit: '$', step: slider.step }
}

export const KM_RANGE_FACET: FamilyFacet = {
  attribute: 'km',
  label: 'Kilometres',
  kind: 'range',
  unit: 'km',
  step: 1000,
}

export const YEAR_RANGE_FACET: FamilyFacet = {
  attribute: 'year',
  label: 'Year',
  kind: 'range',
  step: 1,
  ungrouped: true,
}

export const SEATS_RANGE_FACET: FamilyFacet = { attribute: 'seats', label: 'Seats', kind: 'range', step: 1 }
